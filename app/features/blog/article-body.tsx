import { type ReactNode, useMemo } from "react";
import { type Inline, parseInsightBody } from "#core/domain/insight-body";
import type { InsightImage } from "#core/domain/insights";
import { type IMAGE_FORMATS, imageUrl } from "#core/domain/media";
import { ArticleChart } from "./article-chart";

/**
 * An article's body (core/domain/insight-body.ts) as React elements: every text is escaped, never set as
 * HTML; a link goes only where the parser allows (http(s) or this site's paths); an image is an uploaded
 * one (its alt in the page's language, its size for the aspect ratio); a chart is drawn on the server.
 */
export function ArticleBody({ body, images = {} }: { body: string; images?: Record<number, InsightImage> }) {
  const { blocks } = useMemo(() => parseInsightBody(body), [body]);
  return (
    <div className="mt-10 space-y-6 text-lg leading-8 text-ink">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === "heading") {
          return (
            <h2 key={key} className="pt-4 text-2xl font-bold leading-snug text-navy-900">
              {block.text}
            </h2>
          );
        }
        if (block.kind === "list") {
          return (
            <ul key={key} className="list-disc space-y-2 ps-6 marker:text-primary">
              {block.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is static text
                <li key={i}>{inlines(item)}</li>
              ))}
            </ul>
          );
        }
        if (block.kind === "image") {
          const image = images[block.id];
          return image ? <BodyImage key={key} id={block.id} image={image} /> : null;
        }
        if (block.kind === "chart") return <ArticleChart key={key} chart={block.chart} />;
        return <p key={key}>{inlines(block.inlines)}</p>;
      })}
    </div>
  );
}

function inlines(parts: Inline[]): ReactNode[] {
  return parts.map((part, i) => {
    if (part.kind === "text") return part.text;
    const external = /^https?:/i.test(part.href);
    return (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are static text
        key={i}
        href={part.href}
        rel={external ? "noopener" : undefined}
        className="font-medium text-primary-dark underline underline-offset-2 hover:text-primary"
      >
        {part.text}
      </a>
    );
  });
}

function BodyImage({ id, image }: { id: number; image: InsightImage }) {
  const srcSet = (format: (typeof IMAGE_FORMATS)[number]) =>
    image.widths.map((width) => `${imageUrl(id, width, format)} ${width}w`).join(", ");
  const sizes = "(min-width: 768px) 720px, calc(100vw - 2rem)";
  const fallback = image.widths.at(-1) ?? image.width;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={imageUrl(id, fallback, "webp")}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-2xl"
      />
    </picture>
  );
}
