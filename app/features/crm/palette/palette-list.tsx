import { useTranslation } from "~/i18n/react";
import { GROUP_ICONS, type Group, type Option } from "./palette-options";

/**
 * The palette's listbox: the options in their groups (actions, companies, contacts, projects), each group
 * under its heading; the `current` one marked, the pointer making another current, a click running it.
 */
export function PaletteList({
  base,
  options,
  current,
  onActivate,
}: {
  /** The dialog's id prefix (the list's, the groups' and the options' ids start with it). */
  base: string;
  options: Option[];
  current: number;
  onActivate: (index: number) => void;
}) {
  const { t } = useTranslation("crm");
  const headings: Record<Group, string> = {
    actions: t("palette.actionsHeading"),
    companies: t("search.companies"),
    contacts: t("search.contacts"),
    projects: t("search.projects"),
  };
  return (
    <div id={`${base}-list`} role="listbox" aria-label={t("palette.listLabel")}>
      {(Object.keys(GROUP_ICONS) as Group[]).map((group) => {
        const members = options.filter((option) => option.group === group);
        if (!members.length) return null;
        const Icon = GROUP_ICONS[group];
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox holds options and groups of them, not a fieldset
          <div key={group} role="group" aria-labelledby={`${base}-${group}`} className="mb-2">
            <div
              id={`${base}-${group}`}
              role="presentation"
              className="flex items-center gap-2 px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
            >
              <Icon aria-hidden="true" className="flip-rtl h-3.5 w-3.5" />
              {headings[group]}
            </div>
            {members.map((option) => {
              const index = options.indexOf(option);
              const selected = index === current;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field handles the keys (aria-activedescendant)
                <div
                  key={option.id}
                  id={optionId(base, option)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={selected}
                  onMouseMove={() => {
                    if (!selected) onActivate(index);
                  }}
                  onClick={option.run}
                  className={`flex min-h-11 cursor-pointer flex-col justify-center gap-0.5 rounded-lg px-3 py-1.5 text-start ${
                    selected ? "bg-primary-light ring-2 ring-primary ring-inset" : ""
                  }`}
                >
                  {option.content}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

/** An option's element id (the combobox's aria-activedescendant). */
export function optionId(base: string, option: Option): string {
  return `${base}-${option.id}`;
}
