import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { StaticFiles } from "./http/static";
import { createPageRenderer, readRequestPageStylesheets } from "./pages";
import { startServer } from "./start";

/** Production entry: serves the built site (build/) and the API. */
await startServer(async () => {
  const buildDir = path.resolve(process.cwd(), process.env.BUILD_DIR ?? "build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  return createPageRenderer({
    build,
    mode: "production",
    staticFiles: new StaticFiles(path.join(buildDir, "client")),
    pageStylesheets: readRequestPageStylesheets(path.join(buildDir, "server/page-stylesheets.json")),
  });
});
