import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Fewer, larger chunks for what every page loads: each request costs a round trip on a phone, and the
 * bundler would otherwise split React, the router, each icon and each small shared module apart.
 */
const CHUNK_GROUPS = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|turbo-stream)[\\/]/,
  },
  { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
  {
    name: "frame",
    test: /app[\\/](lib|hooks|i18n|components[\\/]layout|components[\\/]ui[\\/](button|toast)|content[\\/]brand)[\\/.]/,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
}));
