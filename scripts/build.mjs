// `npm run build`: the production build, once. The site (React Router: prerendered pages, client assets and
// the page renderer) in build/, then the server bundled to plain JavaScript in build/node/server.mjs, so that
// `npm start` runs it with Node alone: no TypeScript loader and no dev dependency at run time (decision 024).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Where the bundled server lands, inside the build directory. */
export const SERVER_BUNDLE = "node/server.mjs";

// Everything the build reads: the site, the server, their files, the build configuration and the build-time scripts.
const INPUTS = [
  "app",
  "core",
  "server",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build.mjs",
  "scripts/vite-islands-plugin.ts",
  "scripts/page-stylesheets.ts",
  "scripts/request-page-stylesheets.ts",
  "scripts/fonts",
  // The insights of the initial-content migrations: their characters are in the font subsets.
  "drizzle",
  "package-lock.json",
];
// Tests are not part of the build: changing one needs no new build.
const isTest = (file) =>
  /\.test\.tsx?$/.test(file) || file.startsWith(path.join("server", "test") + path.sep);

export function fingerprint() {
  const hash = createHash("sha256");
  hash.update(process.env.PUBLIC_URL ?? "");
  const visit = (entry) => {
    if (!existsSync(entry) || isTest(entry)) return;
    if (statSync(entry).isDirectory()) {
      for (const child of readdirSync(entry).sort()) visit(path.join(entry, child));
    } else {
      hash.update(entry);
      hash.update(readFileSync(entry));
    }
  };
  for (const input of INPUTS) visit(input);
  return hash.digest("hex");
}

/** Builds the site and the server into `buildDir` and writes `stamp` (the sources' fingerprint) last. */
export async function build(buildDir, stamp) {
  // First our font subsets (app/fonts/ and their unicode-ranges in app/fonts.css and display-fonts.css), from the texts the sources
  // hold, so that Vite builds with them: a file changes only when its characters do (decision 033).
  const fontsStarted = performance.now();
  const { tsImport } = await import("tsx/esm/api");
  const { buildFonts } = await tsImport("./fonts/build-fonts.ts", import.meta.url);
  const fonts = await buildFonts(".");
  const written = fonts.files.filter((font) => font.written).map((font) => font.file);
  console.log(
    `Fonts: ${fonts.files.length} subsets, ${written.length ? `rewritten: ${written.join(", ")}` : "unchanged"}${fonts.cssWritten.length ? `, ${fonts.cssWritten.join(" and ")} updated` : ""} (${Math.round(performance.now() - fontsStarted)} ms)`,
  );
  // The sources the build reads changed: the stamp says what was built.
  if (stamp !== undefined && (written.length > 0 || fonts.cssWritten)) stamp = fingerprint();

  const site = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (site.status !== 0) process.exit(site.status ?? 1);

  const esbuild = await import("esbuild");
  const started = performance.now();
  await esbuild.build({
    entryPoints: ["server/index.ts"],
    outfile: path.join(buildDir, SERVER_BUNDLE),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    // Dependencies stay in node_modules (installed with `npm ci --omit=dev`); only our code is bundled.
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
  console.log(
    `Server: ${path.join(buildDir, SERVER_BUNDLE)} (${Math.round(performance.now() - started)} ms)`,
  );
  if (stamp !== undefined) writeFileSync(path.join(buildDir, ".fingerprint"), stamp);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
  await build(process.env.BUILD_DIR ?? "build", fingerprint());
}
