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

/** What starts an island that waits: focus in it, and on first use also a pointer over it or a key. */
const TRIGGERS = {
  visible: ["focusin"],
  use: ["pointerover", "focusin", "keydown"],
} as const;

startHeroVideos();
startIslands();

function startIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const loader = ISLANDS[element.dataset.island ?? ""];
    if (!loader) continue;
    const when = element.dataset.load;
    if (when === "use") startOnce(element, loader, TRIGGERS.use, false);
    else if (when === "visible" && "IntersectionObserver" in window)
      startOnce(element, loader, TRIGGERS.visible, true);
    else start(loader);
  }
}

/** Starts an island once: on the first of `events` in it, or (`whenNear`) when it comes near the screen. */
function startOnce(
  element: HTMLElement,
  load: () => Promise<void>,
  events: readonly string[],
  whenNear: boolean,
): void {
  let observer: IntersectionObserver | undefined;
  const begin = () => {
    observer?.disconnect();
    for (const type of events) element.removeEventListener(type, begin);
    start(load);
  };
  for (const type of events) element.addEventListener(type, begin, { passive: true });
  if (whenNear) {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) begin();
      },
      { rootMargin: "400px" },
    );
    // A `display: contents` wrapper has no box of its own: watch its children.
    for (const child of element.children) observer.observe(child);
  }
  // A visitor who is already inside it (the page was slow to paint, or this script to arrive).
  if (element.contains(document.activeElement)) begin();
}
