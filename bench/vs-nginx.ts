import path from "node:path";
import { splitLangPath } from "#core/lib/paths";
import { medianLighthouse } from "./lighthouse";
import { startNginx } from "./nginx";

/** Headers that describe one answer's body or connection, not the site's policy: not copied to nginx. */
const PER_ANSWER =
  /^(content-(length|encoding|type)|etag|vary|date|connection|keep-alive|x-request-id|accept-ranges|transfer-encoding|cross-origin-opener-policy)$/;

/**
 * `--vs-nginx`: Lighthouse's mobile preset (median of `runs`) on a few document pages served by our server
 * and by nginx from the same built files, with our server's headers but Cross-Origin-Opener-Policy (decision
 * 025), gzip on nginx (Debian's nginx-light has no brotli). Total Blocking Time and LCP side by side.
 */
export async function benchVsNginx(options: {
  buildDir: string;
  base: string;
  port: number;
  core: number;
  runs: number;
  pages: string[];
}): Promise<string> {
  const { buildDir, base, port, core, runs, pages } = options;
  const sample = await fetch(`${base}${pages[0] ?? "/about"}`);
  const headers = [...sample.headers].filter(([name]) => !PER_ANSWER.test(name));
  const extra = [
    "    gzip on; gzip_comp_level 9; gzip_types text/css text/javascript image/svg+xml;",
    ...headers.map(([name, value]) => `    add_header ${name} "${value.replace(/"/g, '\\"')}" always;`),
  ].join("\n");
  const nginx = await startNginx(path.resolve(buildDir, "client"), port, core, extra);
  if (!nginx) return "nginx is not available: --vs-nginx skipped";
  const nginxBase = `http://127.0.0.1:${port}`;
  const rows: string[] = [];
  try {
    for (const page of pages) {
      // The page's own language as the saved choice: our server adds no language notice, the files are the same.
      const cookie = [`--extra-headers=${JSON.stringify({ Cookie: `lang=${splitLangPath(page).lang}` })}`];
      const ours = await medianLighthouse(base + page, "mobile", runs, cookie);
      const theirs = await medianLighthouse(nginxBase + page, "mobile", runs, cookie);
      const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : "–");
      rows.push(
        [
          page.padEnd(18),
          `${Math.round(ours.tbtMs)}`.padStart(8),
          `${Math.round(theirs.tbtMs)}`.padStart(8),
          ratio(ours.tbtMs, theirs.tbtMs).padStart(6),
          `${Math.round(ours.lcpMs)}`.padStart(8),
          `${Math.round(theirs.lcpMs)}`.padStart(8),
          ratio(ours.lcpMs, theirs.lcpMs).padStart(6),
        ].join(" "),
      );
      console.log(rows.at(-1));
    }
  } finally {
    nginx.kill();
  }
  return [
    `Lighthouse mobile, median of ${runs}: our server vs nginx (same files; headers: ${headers.map(([n]) => n).join(", ")})`,
    `${"page".padEnd(18)} ${"TBT ours".padStart(8)} ${"nginx".padStart(8)} ${"ratio".padStart(6)} ${"LCP ours".padStart(8)} ${"nginx".padStart(8)} ${"ratio".padStart(6)}`,
    ...rows,
  ].join("\n");
}
