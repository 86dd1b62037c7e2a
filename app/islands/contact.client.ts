import { contactIsland } from "./contact-island";
import { hydrateIsland } from "./hydrate";

hydrateIsland(contactIsland);
