import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islands } from "./scripts/vite-islands-plugin.ts";

/**
 * React by itself and the router apart: document pages' islands load React without the router, the
 * staff app loads both.
 */
const CHUNK_GROUPS = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: "router", test: /node_modules[\\/](react-router|cookie|turbo-stream)[\\/]/ },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), islands()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
}));
