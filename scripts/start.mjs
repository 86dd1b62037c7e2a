// `npm start`: builds the site when its sources changed since the last build, then serves it.
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
process.env.NODE_ENV ??= "production";

const { buildIfNeeded } = await import("./build-if-needed.mjs");
buildIfNeeded();

const { register } = await import("tsx/esm/api");
register();
await import("../server/index.ts");
