import type { ReactNode } from "react";

/**
 * Text someone typed (a name, a next action, a note), isolated from the page's direction: a <bdi>, its
 * direction from its own first letter, so ".Gulf Foods Trading Co" never shows on an Arabic page. Inline:
 * it stays where the page's own text starts (a Latin note on an Arabic page is aligned right).
 */
export function UserText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="auto" className={className}>
      {children}
    </bdi>
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
