// `npm start`: serves the production build (build/), building it first when there is none or its sources
// changed since (a fresh clone's first start). The server runs as plain JavaScript: no TypeScript loader.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
process.env.NODE_ENV ??= "production";

const { buildIfNeeded } = await import("./build-if-needed.mjs");
const { SERVER_BUNDLE } = await import("./build.mjs");
const buildDir = await buildIfNeeded();
await import(pathToFileURL(path.resolve(buildDir, SERVER_BUNDLE)).href);
