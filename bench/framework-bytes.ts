import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

/**
 * What React and the router cost by themselves: the entry chunk and the chunks it imports, as the
 * React Router manifest lists them (app code lives in the route chunks), brotli-compressed as served.
 */
export function frameworkBytes(clientDir: string): { bytes: number; files: string[] } {
  const assets = path.join(clientDir, "assets");
  const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!manifestFile) throw new Error("React Router manifest not found in the build");
  const source = readFileSync(path.join(assets, manifestFile), "utf8");
  const json = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    entry: { module: string; imports: string[] };
  };
  const files = [json.entry.module, ...json.entry.imports];
  const bytes = files.reduce((total, file) => {
    const body = readFileSync(path.join(clientDir, file));
    return total + brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }, 0);
  return { bytes, files };
}
