import { hydrateIsland } from "./hydrate";
import { newsletterIsland } from "./newsletter-island";

hydrateIsland(newsletterIsland);
