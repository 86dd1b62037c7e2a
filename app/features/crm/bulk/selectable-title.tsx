import type { ReactNode } from "react";
import { UserText } from "~/components/ui/user-text";
import { SelectBox } from "./select-box";
import type { Selection } from "./use-selection";

/** The two cards' top lines: the board's small cards, the dashboard grid's (whose button covers the card). */
const STYLES = {
  board: {
    Heading: "h4",
    line: "gap-2",
    heading: "min-w-0 text-sm font-bold leading-snug text-navy-900",
    button: "text-start break-words hover:underline focus-visible:outline-3 focus-visible:outline-gold",
  },
  grid: {
    Heading: "h3",
    line: "gap-3",
    heading: "me-auto min-w-0 text-lg font-bold leading-snug text-navy-900",
    button:
      "text-start break-words after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-gold",
  },
} as const;

/**
 * A company card's top line (on the board, in the dashboard's grid): its checkbox for bulk actions, its
 * name as a heading whose button opens the company, then anything else (`children`, e.g. the stage badge).
 */
export function SelectableTitle({
  variant,
  company,
  selection,
  onOpen,
  children,
}: {
  variant: keyof typeof STYLES;
  company: { id: number; name: string };
  selection: Selection;
  onOpen: () => void;
  children?: ReactNode;
}) {
  const { Heading, line, heading, button } = STYLES[variant];
  return (
    <div className={`flex items-start ${line}`}>
      <SelectBox id={company.id} name={company.name} selection={selection} />
      <Heading className={heading}>
        <button type="button" onClick={onOpen} className={button}>
          <UserText>{company.name}</UserText>
        </button>
      </Heading>
      {children}
    </div>
  );
}
