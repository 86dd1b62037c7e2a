import type { ReactNode } from "react";

/**
 * Text someone typed (a name, a next action, a note, an e-mail), isolated from the page's direction: a
 * <bdi> (direction by its own first letter, so ".Gulf Foods Trading Co" never shows in an Arabic page), or
 * with `as`, that element with dir="auto" (a paragraph of notes then also aligns by its own direction).
 */
export function UserText({
  children,
  as: Element = "bdi",
  className,
}: {
  children: ReactNode;
  as?: "bdi" | "span" | "p" | "div";
  className?: string;
}) {
  return (
    <Element dir="auto" className={className}>
      {children}
    </Element>
  );
}

/** The placeholders a sentence is translated with where typed text goes: t(key, { name: USER_TEXT }). */
export const USER_TEXT = "\uE000";
export const USER_TEXT_2 = "\uE001";

/**
 * A translated sentence with typed texts in it (`text` at each USER_TEXT, `text2` at each USER_TEXT_2), each
 * time in a <bdi>: on screen each keeps its own direction, and the sentence reads (and is named, for a
 * button or a test) as written. A text that ends with a full stop ("d.o.o.") takes the sentence's own.
 */
export function withUserText(sentence: string, text: string, text2 = ""): ReactNode {
  const parts = sentence.split(/([\uE000\uE001])/);
  let previous = "";
  return parts.map((part, i) => {
    if (part === USER_TEXT || part === USER_TEXT_2) {
      previous = part === USER_TEXT ? text : text2;
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, in their fixed order
      return <bdi key={i}>{previous}</bdi>;
    }
    const rest = previous.endsWith(".") && part.startsWith(".") ? part.slice(1) : part;
    previous = "";
    return rest;
  });
}
