import { Fragment, type ReactNode, useMemo } from "react";
import { parseArticleBody } from "./parse-article-body";

/**
 * An article's body as React elements: texts are always escaped, never set as HTML. `chart`, when
 * given, goes just before the sub-heading numbered `chartBefore` (0 is the first), or at the end.
 */
export function ArticleBody({
  content,
  chart,
  chartBefore = Number.POSITIVE_INFINITY,
}: {
  content: string;
  chart?: ReactNode;
  chartBefore?: number;
}) {
  const blocks = useMemo(() => parseArticleBody(content), [content]);
  const headings = blocks.flatMap((block, index) => (block.kind === "heading" ? [index] : []));
  const chartAt = headings[chartBefore] ?? blocks.length;
  return (
    <div className="mt-10 space-y-6 text-lg leading-8 text-ink">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        const before = index === chartAt && chart ? chart : null;
        if (block.kind === "heading") {
          return (
            <Fragment key={key}>
              {before}
              <h2 className="pt-4 text-2xl font-bold leading-snug text-navy-900">{block.text}</h2>
            </Fragment>
          );
        }
        if (block.kind === "list") {
          return (
            <ul key={key} className="list-disc space-y-2 ps-6 marker:text-primary">
              {block.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is static text
                <li key={i}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={key}>{block.text}</p>;
      })}
      {chartAt === blocks.length ? chart : null}
    </div>
  );
}
