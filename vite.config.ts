import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islands } from "./scripts/vite-islands-plugin.ts";

/**
 * Fewer, larger chunks: each request costs a round trip on a phone. React by itself and the router apart
 * (document pages' islands load React without the router; the staff app loads both); what every island
 * needs in one chunk; the forms' validation (zod, react-hook-form) in another, for the pages with forms.
 */
const CHUNK_GROUPS = [
  // Vite's helper that fetches a dynamic import's chunks in parallel: on its own, so that the islands' boot
  // script does not pull another group (and React with it) in before an island is wanted.
  { name: "preload-helper", test: /vite[\\/]preload-helper/ },
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: "router", test: /node_modules[\\/](react-router|cookie|turbo-stream)[\\/]/ },
  {
    name: "forms",
    test: /node_modules[\\/](zod|@hookform|react-hook-form)[\\/]|app[\\/]lib[\\/]api-(error|fetch)\./,
  },
  {
    name: "island-kit",
    test: /app[\\/](islands[\\/](island|hydrate)|hooks[\\/]|i18n[\\/](react|translate|languages)|lib[\\/]paths|components[\\/]ui[\\/](button|input|textarea|toast))|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context)/,
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
