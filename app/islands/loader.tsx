/**
 * How a page with islands starts them: a few hundred bytes of inline script, not a `<script src>`. It adds the
 * islands' boot script (app/islands/boot.ts) to the page once the page has painted. A script requested while
 * the page is parsed, even at low priority, takes a share of a phone's bandwidth from the page's fonts and hero
 * image before the first paint (and the boot script brings Vite's preload helper with it, a second request);
 * after the paint nothing competes with them. The page works without its islands meanwhile (links, the forms'
 * plain posts). A page that never paints (a hidden tab) starts them on `load`. Decision 021.
 */

/** Runs in the browser, as the inline script's body (serialised with `toString`, so self-contained). */
export function loadAfterFirstPaint(src: string): void {
  let done = false;
  const load = () => {
    if (done) return;
    done = true;
    const script = document.createElement("script");
    script.type = "module";
    script.src = src;
    document.body.append(script);
  };
  if (performance.getEntriesByName("first-contentful-paint").length > 0) {
    load();
    return;
  }
  try {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      load();
    }).observe({ type: "paint", buffered: true });
  } catch {
    load();
    return;
  }
  window.addEventListener("load", () => setTimeout(load, 1000), { once: true });
}

/** The inline script that starts the page's islands; the CSP allows it by its hash (or the page's nonce). */
export function IslandsLoader({ src, nonce }: { src: string; nonce?: string }) {
  return (
    <script
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function and a build-time URL, nothing from input
      dangerouslySetInnerHTML={{ __html: `(${loadAfterFirstPaint.toString()})(${JSON.stringify(src)})` }}
    />
  );
}
