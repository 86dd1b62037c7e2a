import { ToolsShowcase } from "~/features/tools/tools-showcase";
import { defineIsland } from "./island";

/** The tools showcase (tabs and three charts), on the home page and on /tools. */
export const toolsIsland = defineIsland({ name: "tools", Component: ToolsShowcase, namespaces: ["tools"] });
