import type { SearchMatch } from "#core/domain/crm-search";
import { useTranslation } from "~/i18n/react";
import { nextActionText } from "../shared/next-action";

/** Fields written left to right in every language (a phone number must not turn around in Arabic). */
const LTR_FIELDS = new Set(["phone", "email", "website"]);

/** A match's text with the part that matched marked (<mark>), so sighted and screen-reader users both get it. */
export function Highlight({ match: found }: { match: SearchMatch }) {
  const { t } = useTranslation("crm");
  // The default next action is stored as its meaning: shown (whole) in the reader's words.
  const words = found.field === "nextAction" ? nextActionText(found.text, t) : found.text;
  const match = words === found.text ? found : { ...found, text: words, range: null };
  const mark = "rounded bg-gold/30 px-0.5 text-ink";
  const content = match.range ? (
    <>
      {match.text.slice(0, match.range[0])}
      <mark className={mark}>{match.text.slice(match.range[0], match.range[1])}</mark>
      {match.text.slice(match.range[1])}
    </>
  ) : (
    <mark className={mark}>{match.text}</mark>
  );
  return <bdi dir={LTR_FIELDS.has(match.field) ? "ltr" : undefined}>{content}</bdi>;
}
