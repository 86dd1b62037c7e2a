// Builds the site and the server when their sources (or PUBLIC_URL, which is baked into the pages) changed
// since the last build; a built tree without its sources or dev dependencies (`npm ci --omit=dev`) is served as is.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, fingerprint, SERVER_BUNDLE } from "./build.mjs";

/** Run from the project root. Returns the build directory. */
export async function buildIfNeeded() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const stampFile = path.join(buildDir, ".fingerprint");
  const built =
    existsSync(path.join(buildDir, "server/index.js")) && existsSync(path.join(buildDir, SERVER_BUNDLE));
  const current = fingerprint();
  if (built && existsSync(stampFile) && readFileSync(stampFile, "utf8") === current) return buildDir;
  if (built && !existsSync("node_modules/@react-router/dev")) {
    console.warn(
      `The sources differ from the build in ${buildDir}, but the build tools are not installed: serving that build.`,
    );
    return buildDir;
  }
  console.log("Building the site and the server…");
  await build(buildDir, current);
  return buildDir;
}

// `node scripts/build-if-needed.mjs` (the test command): one build shared by every test that serves it, made
// only when the sources changed since the last.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
  await buildIfNeeded();
}
