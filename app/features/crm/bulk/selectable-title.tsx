import type { ReactNode } from "react";
import { UserText } from "~/components/ui/user-text";
import { SelectBox } from "./select-box";
import type { Selection } from "./use-selection";

/** The dashboard grid card's top line (whose button covers the card). */
const STYLES = {
  grid: {
    Heading: "h3",
    line: "gap-3",
    heading: "me-auto min-w-0 text-lg font-bold leading-snug text-navy-900",
    button:
      "text-start break-words after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-gold",
  },
} as const;

/**
 * A company card's top line (in the dashboard's grid): its checkbox for bulk actions, its
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
