/**
 * A short quote and who said it (a role and a kind of organisation, never an invented name): a <figure>
 * with the <blockquote> and its <figcaption>. The <q> draws the page language's quotation marks (app/tokens.css: “…”, „…“, «…»).
 */
export function AttributedQuote({
  text,
  attribution,
  className = "",
}: {
  text: string;
  attribution: string;
  className?: string;
}) {
  return (
    <figure className={`border-s-2 border-gold ps-4 ${className}`} data-quote="">
      <blockquote className="text-pretty text-base leading-7 text-ink">
        <p>
          <q>{text}</q>
        </p>
      </blockquote>
      <figcaption className="mt-2 text-sm font-semibold text-muted" data-attribution="">
        {attribution}
      </figcaption>
    </figure>
  );
}
