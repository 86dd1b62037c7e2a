import { SECTORS } from "#core/content/pages";
import { useTranslation } from "~/i18n/react";

/** The eight sectors we serve, as a ruled index in two columns (no cards, no icon tiles). */
export function SectorGrid() {
  const { t } = useTranslation("pages");
  return (
    <ul className="grid gap-x-12 border-b border-rule md:grid-cols-2">
      {SECTORS.map((sector) => (
        <li key={sector.id} className="border-t border-rule py-6">
          <h2 className="text-balance font-display text-display-sm font-semibold text-navy-900">
            {t(`industries.sectors.${sector.id}.title`)}
          </h2>
          <p className="mt-2 text-pretty leading-7 text-muted">
            {t(`industries.sectors.${sector.id}.description`)}
          </p>
        </li>
      ))}
    </ul>
  );
}
