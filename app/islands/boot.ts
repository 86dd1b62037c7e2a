/**
 * The one script of a document page with interactive parts (about a kilobyte), added by the page's inline loader
 * once the page has painted (app/islands/loader.tsx): it starts the hero video's control, then loads each
 * island's script at once (`data-load="eager"`), when the island comes near the screen or takes focus
 * (`data-load="visible"`) or on first use (`data-load="use"`), and React hydrates it.
 */
import { startHeroVideos } from "./hero-video";

const ISLANDS: Record<string, () => Promise<void>> = {
  tools: () =>
    Promise.all([import("./hydrate"), import("./tools-island")]).then(([h, m]) =>
      h.hydrateIsland(m.toolsIsland),
    ),
  contact: () =>
    Promise.all([import("./hydrate"), import("./contact-island")]).then(([h, m]) =>
      h.hydrateIsland(m.contactIsland),
    ),
  newsletter: () =>
    Promise.all([import("./hydrate"), import("./newsletter-island")]).then(([h, m]) =>
      h.hydrateIsland(m.newsletterIsland),
    ),
};

const start = (load: () => Promise<void>) => void load();

startHeroVideos();
startIslands();

function startIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const loader = ISLANDS[element.dataset.island ?? ""];
    if (!loader) continue;
    if (element.dataset.load === "use") {
      startOnFirstUse(element, loader);
      continue;
    }
    if (element.dataset.load !== "visible" || !("IntersectionObserver" in window)) {
      start(loader);
      continue;
    }
    const begin = () => {
      observer.disconnect();
      element.removeEventListener("focusin", begin);
      start(loader);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) begin();
      },
      { rootMargin: "400px" },
    );
    // A `display: contents` wrapper has no box of its own: watch its children.
    for (const child of element.children) observer.observe(child);
    element.addEventListener("focusin", begin);
  }
}

/** Starts an island on first use: a pointer over it (a mouse nearing it, a finger's tap), focus or a key. */
function startOnFirstUse(element: HTMLElement, load: () => Promise<void>): void {
  const FIRST_USE = ["pointerover", "focusin", "keydown"] as const;
  const begin = () => {
    for (const type of FIRST_USE) element.removeEventListener(type, begin);
    start(load);
  };
  for (const type of FIRST_USE) element.addEventListener(type, begin, { passive: true });
  // A visitor who is already in a field (the page was slow to paint, or this script to arrive).
  if (element.contains(document.activeElement)) begin();
}
