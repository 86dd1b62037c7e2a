import { useMemo } from "react";
import { parseArticleBody } from "./parse-article-body";

/** An article's body as React elements: texts are always escaped, never set as HTML. */
export function ArticleBody({ content }: { content: string }) {
  const blocks = useMemo(() => parseArticleBody(content), [content]);
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
                <li key={i}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
