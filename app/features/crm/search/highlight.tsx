import type { SearchMatch } from "~/domain/crm-search";

/** A match's text with the part that matched marked (<mark>), so sighted and screen-reader users both get it. */
export function Highlight({ match }: { match: SearchMatch }) {
  if (!match.range) return <mark className="rounded bg-gold/30 px-0.5 text-ink">{match.text}</mark>;
  const [start, end] = match.range;
  return (
    <>
      {match.text.slice(0, start)}
      <mark className="rounded bg-gold/30 px-0.5 text-ink">{match.text.slice(start, end)}</mark>
      {match.text.slice(end)}
    </>
  );
}
