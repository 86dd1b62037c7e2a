import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender";

export default {
  appDirectory: "app",
  ssr: true,
  // Every public page in every language is complete HTML at build time (DESIGN.md "URLs and languages").
  prerender: { paths: prerenderPaths, concurrency: 2 },
} satisfies Config;
