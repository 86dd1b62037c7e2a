import { SECTORS } from "~/content/pages";
import { useTranslation } from "~/i18n/react";
import { IconTile } from "../shared/content-icon";

/** The eight sectors we serve. */
export function SectorGrid() {
  const { t } = useTranslation("pages");
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {SECTORS.map((sector) => (
        <li
          key={sector.id}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-5">
            <IconTile name={sector.icon} />
            <h2 className="text-lg font-bold text-navy-900">{t(`industries.sectors.${sector.id}.title`)}</h2>
          </div>
          <p className="mt-3 text-pretty text-sm leading-6 text-muted sm:mt-2">
            {t(`industries.sectors.${sector.id}.description`)}
          </p>
        </li>
      ))}
    </ul>
  );
}
