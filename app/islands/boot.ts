/**
 * The one script of a document page with interactive parts (a few hundred bytes): it starts the hero
 * video's control, then loads each island's script at once (`data-load="eager"`) or when the island
 * comes near the screen or takes focus (`data-load="visible"`). An island's script hydrates it with React.
 */
import { startHeroVideo } from "./hero-video";

const ISLANDS: Record<string, () => Promise<unknown>> = {
  tools: () => import("./tools.client"),
  contact: () => import("./contact.client"),
  newsletter: () => import("./newsletter.client"),
};

for (const root of document.querySelectorAll<HTMLElement>("[data-hero-video]")) startHeroVideo(root);

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const load = ISLANDS[element.dataset.island ?? ""];
  if (!load) continue;
  if (element.dataset.load !== "visible" || !("IntersectionObserver" in window)) {
    void load();
    continue;
  }
  const start = () => {
    observer.disconnect();
    element.removeEventListener("focusin", start);
    void load();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: "400px" },
  );
  // A `display: contents` wrapper has no box of its own: watch its children.
  for (const child of element.children) observer.observe(child);
  element.addEventListener("focusin", start);
}
