import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { useLang } from "~/hooks/use-lang";

/** A menu item's look: a full-width row, highlighted by pointer and keyboard alike. */
export const menuItemClass =
  "flex min-h-10 cursor-pointer items-center rounded-lg px-3 text-sm font-medium text-ink outline-none data-[highlighted]:bg-primary-light data-[highlighted]:text-primary-dark";

/**
 * A button that opens a menu (Radix: arrow keys, type-ahead, Escape), in the page's direction: `trigger` is the
 * button, `heading` an optional label over the items (`DropdownMenu.Item`s styled with `menuItemClass`). A
 * long menu scrolls.
 */
export function Menu({
  trigger,
  heading,
  children,
  side = "bottom",
  align = "end",
  modal = true,
}: {
  trigger: ReactNode;
  heading?: ReactNode;
  children: ReactNode;
  side?: "top" | "bottom";
  align?: "start" | "end";
  modal?: boolean;
}) {
  const lang = useLang();
  return (
    <DropdownMenu.Root dir={LANGUAGE_INFO[lang].dir} modal={modal}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={side}
          align={align}
          sideOffset={6}
          className="z-50 max-h-80 min-w-48 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {heading ? (
            <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-muted">
              {heading}
            </DropdownMenu.Label>
          ) : null}
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
