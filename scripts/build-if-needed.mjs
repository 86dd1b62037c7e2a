// Builds the site when its sources (or PUBLIC_URL, which is baked into the pages) changed since the last build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

// Everything the build reads: the site, its files, the build configuration and the build-time scripts it runs.
const INPUTS = [
  "app",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/vite-islands-plugin.ts",
  "scripts/page-stylesheets.ts",
  "scripts/request-page-stylesheets.ts",
  "package-lock.json",
];

function fingerprint() {
  const hash = createHash("sha256");
  hash.update(process.env.PUBLIC_URL ?? "");
  const visit = (entry) => {
    if (!existsSync(entry)) return;
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

/** Run from the project root. Returns the build directory. */
export function buildIfNeeded() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const stampFile = path.join(buildDir, ".fingerprint");
  const current = fingerprint();
  const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
  if (built !== current || !existsSync(path.join(buildDir, "server/index.js"))) {
    console.log("Building the site…");
    const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
    writeFileSync(stampFile, current);
  }
  return buildDir;
}
