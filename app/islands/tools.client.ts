import { hydrateIsland } from "./hydrate";
import { toolsIsland } from "./tools-island";

hydrateIsland(toolsIsland);
