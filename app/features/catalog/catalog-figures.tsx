import type { CatalogMetaView } from "#core/domain/catalog";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { headlineFigures } from "./format";

/** The four headline tiles: 12 Industry Solutions, 25+ Target Companies, 2025 Portfolio Year, 100% Saudi Focused. */
export function CatalogFigures({ meta }: { meta: CatalogMetaView }) {
  const { t } = useTranslation("catalog");
  const lang = useLang();
  return (
    <dl aria-label={t("figures.label")} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {headlineFigures(meta, lang, t).map((figure) => (
        <div
          key={figure.id}
          className="flex flex-col-reverse rounded-xl bg-white/10 p-4 text-center ring-1 ring-white/20 sm:p-5"
        >
          <dt className="mt-1 text-sm text-slate-200">{t(`figures.${figure.id}`)}</dt>
          <dd className="text-3xl font-bold text-gold sm:text-4xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
