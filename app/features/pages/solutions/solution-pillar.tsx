import type { SOLUTIONS } from "#core/content/pages";
import { formatNumber } from "#core/lib/format";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

type Solution = (typeof SOLUTIONS)[number];

/**
 * One solution pillar: its number, title, subtitle and highlight line in the narrow column, the four features as a
 * ruled list in the wide one; full-bleed bands alternate white and paper. Its id is the footer's anchor.
 */
export function SolutionPillar({ solution, index }: { solution: Solution; index: number }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const key = `solutions.items.${solution.id}`;
  const features = t(`${key}.features`, { returnObjects: true }) as string[];
  return (
    <section
      id={solution.id}
      aria-labelledby={`${solution.id}-title`}
      className={`scroll-mt-16 ${index % 2 === 1 ? "bg-paper" : "bg-white"}`}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-section-sm sm:px-6 lg:grid-cols-12 lg:gap-16 lg:px-8">
        <div className="lg:col-span-5">
          <p
            aria-hidden="true"
            className="font-display text-display-md font-semibold text-gold-dark tabular-nums"
          >
            {formatNumber(index + 1, lang, { minimumIntegerDigits: 2 })}
          </p>
          <h2
            id={`${solution.id}-title`}
            className="mt-3 text-balance font-display text-display-md font-semibold text-navy-900"
          >
            {t(`${key}.title`)}
          </h2>
          <p className="mt-3 text-lead font-medium text-primary-dark">{t(`${key}.subtitle`)}</p>
        </div>
        <div className="min-w-0 lg:col-span-7">
          <h3 className="kicker text-muted">{t("solutions.featuresLabel")}</h3>
          <ul className="mt-4 border-b border-rule">
            {features.map((feature) => (
              <li key={feature} className="border-t border-rule py-4 text-lg leading-7 text-ink">
                {feature}
              </li>
            ))}
          </ul>
          <p className="mt-8 border-s-4 border-gold ps-5 font-display text-display-sm font-medium text-navy-900">
            {t(`${key}.highlight`)}
          </p>
        </div>
      </div>
    </section>
  );
}
