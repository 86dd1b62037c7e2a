import { Info } from "lucide-react";
import { SectionHeading } from "~/components/ui/section-heading";
import { QUALITY_STANDARDS } from "~/content/pages";
import { useTranslation } from "~/i18n/react";
import { IconTile } from "../shared/content-icon";

/** The quality standards we work to, and what we do not claim. */
export function QualityStandards() {
  const { t } = useTranslation("pages");
  return (
    <section aria-labelledby="quality-title" className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading
          id="quality-title"
          title={t("methodology.quality.title")}
          intro={t("methodology.quality.intro")}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {QUALITY_STANDARDS.map((item) => (
            <li
              key={item.id}
              className="flex gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
            >
              <IconTile name={item.icon} />
              <div>
                <h3 className="text-lg font-bold text-navy-900">
                  {t(`methodology.quality.items.${item.id}.title`)}
                </h3>
                <p className="mt-2 text-pretty leading-7 text-muted">
                  {t(`methodology.quality.items.${item.id}.text`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8 flex max-w-3xl items-start gap-3 text-sm leading-6 text-muted">
          <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
          {t("methodology.quality.note")}
        </p>
      </div>
    </section>
  );
}
