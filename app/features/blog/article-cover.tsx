import { COVERS } from "#core/content/articles";

const WIDTHS = [400, 800, 1200] as const;

/** The image of a cover at a width: /media/cover-<name>-800.avif. */
export function coverSrc(name: string, width: (typeof WIDTHS)[number], format: "avif" | "webp") {
  return `/media/cover-${name}-${width}.${format}`;
}

/** The drawn cover of an insight, if it has one (core/content/articles.ts COVERS). */
export function coverOf(insightId: number): string | undefined {
  return COVERS[insightId];
}

/**
 * An article's cover (our own drawing, scripts/media/cover-<name>.svg, 1200x630): AVIF or WebP at
 * 400, 800 and 1200 px wide; nothing for an insight without one. Decorative: the title beside it says what
 * the article is. The article's own cover is the page's largest paint on a phone and asks for high priority.
 * The list's first cover (its largest paint on a phone) loads as any image, the others lazily, and only from
 * 640 px: a hidden lazy image is never requested (decision 021).
 */
export function ArticleCover({
  insightId,
  sizes,
  priority = "normal",
  className = "",
}: {
  insightId: number;
  sizes: string;
  priority?: "high" | "normal" | "lazy";
  className?: string;
}) {
  const name = coverOf(insightId);
  if (!name) return null;
  const srcSet = (format: "avif" | "webp") =>
    WIDTHS.map((width) => `${coverSrc(name, width, format)} ${width}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={coverSrc(name, 800, "webp")}
        alt=""
        width={1200}
        height={630}
        loading={priority === "lazy" ? "lazy" : "eager"}
        fetchPriority={priority === "high" ? "high" : undefined}
        decoding={priority === "high" ? "sync" : "async"}
        className={`aspect-[40/21] h-auto w-full bg-navy-900 object-cover ${className}`}
      />
    </picture>
  );
}
