import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "#core/lib/prerender";
import { inlinePageStylesheets } from "./scripts/page-stylesheets";
import { writeRequestPageStylesheets } from "./scripts/request-page-stylesheets";

export default {
  appDirectory: "app",
  // Parallel checkouts and test runs may build elsewhere (BUILD_DIR); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // Every public page in every language is complete HTML at build time (DESIGN.md "URLs and languages").
  prerender: { paths: prerenderPaths, concurrency: 2 },
  // Then each page gets the part of the stylesheet it uses, inline (decision 020).
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    const started = performance.now();
    const pages = await inlinePageStylesheets(clientDir, path.resolve("app/fonts"));
    // The documents rendered per request (404, newsletter pages): their rules for the server to inline.
    const requestPages = await writeRequestPageStylesheets(
      path.join(reactRouterConfig.buildDirectory, "server"),
      clientDir,
      path.resolve("app/fonts"),
    );
    console.log(
      `Stylesheets: ${pages} pages with their own rules inline, ${requestPages} rendered per request ` +
        `(${Math.round(performance.now() - started)} ms)`,
    );
  },
} satisfies Config;
