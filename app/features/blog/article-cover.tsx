import type { Article } from "#core/content/articles";

const WIDTHS = [400, 800, 1200] as const;

/** The image of an article's cover at a width: /media/cover-<slug>-800.avif. */
export function coverSrc(slug: string, width: (typeof WIDTHS)[number], format: "avif" | "webp") {
  return `/media/cover-${slug}-${width}.${format}`;
}

/**
 * An article's cover (our own drawing, scripts/media/cover-<slug>.svg, 1200x630): AVIF or WebP at
 * 400, 800 and 1200 px wide. Decorative: the title beside it says what the article is. The
 * article's own cover is the page's largest paint on a phone and asks for high priority. The list's first cover
 * (its largest paint on a phone) loads as any image, the others lazily, and only from 640 px: a hidden lazy image is
 * never requested (decision 021).
 */
export function ArticleCover({
  article,
  sizes,
  priority = "normal",
  className = "",
}: {
  article: Article;
  sizes: string;
  priority?: "high" | "normal" | "lazy";
  className?: string;
}) {
  const srcSet = (format: "avif" | "webp") =>
    WIDTHS.map((width) => `${coverSrc(article.slug, width, format)} ${width}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={coverSrc(article.slug, 800, "webp")}
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
