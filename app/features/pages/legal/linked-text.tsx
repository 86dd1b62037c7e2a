import { Fragment } from "react";

const EMAIL = /([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/;

/** Plain text in which e-mail addresses become mailto links, isolated so they read left to right. */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(EMAIL);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
            key={index}
            href={`mailto:${part}`}
            className="ltr-isolate font-medium text-primary-dark underline underline-offset-4"
          >
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
