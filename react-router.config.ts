import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender";

export default {
  appDirectory: "app",
  // Parallel checkouts and test runs may build elsewhere (BUILD_DIR); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // Every public page in every language is complete HTML at build time (DESIGN.md "URLs and languages").
  prerender: { paths: prerenderPaths, concurrency: 2 },
} satisfies Config;
