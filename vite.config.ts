import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islands } from "./scripts/vite-islands-plugin.ts";

/**
 * Fewer, larger chunks: each request costs a round trip on a phone. React by itself and the router apart
 * (document pages' islands load React without the router; the staff app loads both); what every island
 * needs in one chunk; the forms' validation (zod's core and mini, react-hook-form) in another, for the pages
 * with forms; classic zod apart, for the staff app.
 */

/** zod's core modules that only classic zod uses (the forms' `zod/mini` schemas never convert to JSON Schema). */
const ZOD_CLASSIC_ONLY =
  /zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema(-processors|-generator)?|memoizer|compile)\./;

const CHUNK_GROUPS = [
  // Vite's helper that fetches a dynamic import's chunks in parallel: on its own, so that the islands' boot
  // script does not pull another group (and React with it) in before an island is wanted.
  { name: "preload-helper", test: /vite[\\/]preload-helper/ },
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: "router", test: /node_modules[\\/](react-router|cookie|turbo-stream)[\\/]/ },
  // The public forms' validation: react-hook-form, zod's core and `zod/mini` (decision 006). A group is one
  // chunk that every page using any of its modules downloads whole, so classic zod and the parts of the
  // core only classic zod uses (its JSON Schema conversion, attached to every classic schema) are not in
  // it: they put the staff schemas' weight on /contact and /blog.
  {
    name: "forms",
    test: (id: string) =>
      /node_modules[\\/](zod[\\/](v4[\\/](core|mini)|mini)|@hookform|react-hook-form)[\\/]|app[\\/]lib[\\/]api-(error|fetch)\./.test(
        id,
      ) && !ZOD_CLASSIC_ONLY.test(id),
  },
  // Classic zod, the core's parts only it uses, the rest of the package (entry, locales): the staff app's.
  { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
  // What every island needs (not the staff app's hooks, such as useStaffSession).
  {
    name: "island-kit",
    test: /app[\\/](islands[\\/](island|hydrate|messages)|hooks[\\/]use-lang|i18n[\\/](react|translate|languages)|lib[\\/]paths|components[\\/]ui[\\/](button|input|textarea|toast))|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context)/,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), islands()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
}));
