import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { splitLangPath } from "#core/lib/paths";
import { medianLighthouse } from "./lighthouse";
import { startNginx } from "./nginx";

/** The bytes of an answer as sent (compressed when asked), not as decoded. */
function sentBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () => resolve(bytes));
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * `--vs-nginx-live`: pages rendered per request from the database (decisions 030, 032; not prerendered) beside
 * nginx serving the very same HTML as a file, with the build's assets: bytes sent (ours brotli, nginx gzip)
 * and Lighthouse mobile LCP (median of `runs`), a row per page.
 */
export async function benchLiveVsNginx(options: {
  buildDir: string;
  base: string;
  port: number;
  core: number;
  runs: number;
  pages: readonly string[];
}): Promise<string> {
  const rows: string[] = [];
  for (const page of options.pages) {
    const row = await livePageVsNginx({ ...options, page });
    if (!row) return "nginx is not available: --vs-nginx-live skipped";
    rows.push(row);
  }
  return [
    `Pages from the database vs the same HTML from nginx (Lighthouse mobile, median of ${options.runs})`,
    `${"page".padEnd(36)} ${"bytes ours".padStart(10)} ${"nginx".padStart(8)} ${"LCP ours".padStart(8)} ${"nginx".padStart(8)}`,
    ...rows,
  ].join("\n");
}

async function livePageVsNginx(options: {
  buildDir: string;
  base: string;
  port: number;
  core: number;
  runs: number;
  page: string;
}): Promise<string | undefined> {
  const { buildDir, base, port, core, runs, page } = options;
  const html = await (await fetch(`${base}${page}`, { headers: { "accept-encoding": "identity" } })).text();
  const client = path.resolve(buildDir, "client");
  const root = mkdtempSync(path.join(tmpdir(), "bench-live-"));
  chmodSync(root, 0o755); // nginx's workers read it as another user
  const [top = "index.html"] = page.split("/").filter(Boolean);
  for (const entry of readdirSync(client)) {
    if (entry !== top) symlinkSync(path.join(client, entry), path.join(root, entry));
  }
  mkdirSync(path.join(root, page), { recursive: true, mode: 0o755 });
  writeFileSync(path.join(root, page, "index.html"), html, { mode: 0o644 });
  const extra = "    gzip on; gzip_comp_level 9; gzip_types text/css text/javascript image/svg+xml;";
  const nginx = await startNginx(root, port, core, extra);
  if (!nginx) return undefined;
  const nginxUrl = `http://127.0.0.1:${port}${page === "/" ? "" : page}/`;
  try {
    const bytes = [await sentBytes(`${base}${page}`, "br, gzip"), await sentBytes(nginxUrl, "gzip")];
    // The visitor's saved language is the page's: no language notice on either side.
    const cookie = [`--extra-headers=${JSON.stringify({ Cookie: `lang=${splitLangPath(page).lang}` })}`];
    const ours = await medianLighthouse(base + page, "mobile", runs, cookie);
    const theirs = await medianLighthouse(nginxUrl, "mobile", runs, cookie);
    return [
      page.padEnd(36),
      `${bytes[0]}`.padStart(10),
      `${bytes[1]}`.padStart(8),
      `${Math.round(ours.lcpMs)}`.padStart(8),
      `${Math.round(theirs.lcpMs)}`.padStart(8),
    ].join(" ");
  } finally {
    nginx.kill();
    rmSync(root, { recursive: true, force: true });
  }
}
