import path from "node:path";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:islands";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Builds the islands' boot script (app/islands/boot.ts) as one more entry of the client build and tells
 * the server build its hashed URL (`import { bootScript } from "virtual:islands"`), so that pages with
 * islands can name it. Elsewhere (the client build, development) `bootScript` is null.
 */
export function islands(): Plugin {
  const entry = path.resolve("app/islands/boot.ts");
  let reference: string | undefined;
  let bootFile: string | undefined;
  return {
    name: "potentia-islands",
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const url = this.environment.name === "ssr" && bootFile ? `/${bootFile}` : null;
      return `export const bootScript = ${JSON.stringify(url)};`;
    },
    buildStart() {
      if (this.environment.name !== "client" || this.environment.config.command !== "build") return;
      reference = this.emitFile({ type: "chunk", id: entry, name: "islands" });
    },
    generateBundle() {
      if (this.environment.name === "client" && reference) bootFile = this.getFileName(reference);
    },
  };
}
