import { Info } from "lucide-react";
import { QUALITY_FIGURES, QUALITY_STANDARDS } from "#core/content/pages";
import { formatNumber } from "#core/lib/format";
import { Band } from "~/components/ui/band";
import { Stat, StatList } from "~/components/ui/statistic";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { IconTile } from "../shared/content-icon";
import { formatMetric } from "../shared/format";

/** The quality standards we work to: the figures, each standard or law and how we apply it, what we do not claim. */
export function QualityStandards() {
  const { t } = useTranslation("pages");
  const lang = useLang();
  return (
    <Band
      id="quality-title"
      title={t("methodology.quality.title")}
      intro={t("methodology.quality.intro")}
      className="bg-surface"
      columnClassName="py-16 sm:py-24"
    >
      <h3 className="mt-12 text-lg font-bold text-navy-900">{t("methodology.quality.figuresTitle")}</h3>
      <StatList className="mt-6 gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {QUALITY_FIGURES.map((figure) => (
          <Stat
            key={figure.id}
            data-quality-figure={figure.id}
            value={"unit" in figure ? formatMetric(t, lang, figure) : formatNumber(figure.value, lang)}
            label={t(`methodology.quality.figures.${figure.id}`)}
          />
        ))}
      </StatList>

      <h3 className="mt-16 text-lg font-bold text-navy-900">{t("methodology.quality.standardsTitle")}</h3>
      <dl className="mt-6 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {QUALITY_STANDARDS.map((item) => (
          <div
            key={item.id}
            className="grid gap-4 p-6 sm:p-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10"
            data-quality-standard={item.id}
          >
            <dt className="flex gap-4">
              <IconTile name={item.icon} />
              <span className="min-w-0">
                <span className="block text-lg font-bold text-navy-900">
                  {t(`methodology.quality.items.${item.id}.title`)}
                </span>
                <span className="mt-1 block text-sm font-semibold text-primary-dark">
                  <span className="sr-only">{t("methodology.quality.referenceLabel")}: </span>
                  {t(`methodology.quality.items.${item.id}.reference`)}
                </span>
              </span>
            </dt>
            <dd className="text-pretty leading-7 text-muted">
              {t(`methodology.quality.items.${item.id}.text`)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 flex max-w-3xl items-start gap-3 text-sm leading-6 text-muted">
        <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
        {t("methodology.quality.note")}
      </p>
    </Band>
  );
}
