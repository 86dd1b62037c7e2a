import { Check, Sparkles } from "lucide-react";
import type { SOLUTIONS } from "~/content/pages";
import { useTranslation } from "~/i18n/react";
import { IconTile } from "../shared/content-icon";

type Solution = (typeof SOLUTIONS)[number];

/** One solution pillar: title, subtitle, four features and a highlight line; its id is the footer's anchor. */
export function SolutionPillar({ solution, tinted }: { solution: Solution; tinted: boolean }) {
  const { t } = useTranslation("pages");
  const key = `solutions.items.${solution.id}`;
  const features = t(`${key}.features`, { returnObjects: true }) as string[];
  return (
    <section
      id={solution.id}
      aria-labelledby={`${solution.id}-title`}
      className={`scroll-mt-16 ${tinted ? "bg-surface" : "bg-white"}`}
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div>
          <IconTile name={solution.icon} />
          <h2 id={`${solution.id}-title`} className="mt-5 text-2xl font-bold text-navy-900 sm:text-3xl">
            {t(`${key}.title`)}
          </h2>
          <p className="mt-2 text-lg font-medium text-primary">{t(`${key}.subtitle`)}</p>
          <p className="mt-6 flex items-start gap-3 rounded-e-xl border-s-4 border-gold bg-amber-50 p-4 leading-7 text-ink">
            <Sparkles aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-gold-dark" />
            {t(`${key}.highlight`)}
          </p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h3 className="text-sm font-semibold text-muted">{t("solutions.featuresLabel")}</h3>
          <ul className="mt-4 divide-y divide-slate-100">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-3 py-3 text-ink first:pt-0 last:pb-0">
                <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-primary-light text-primary-dark">
                  <Check aria-hidden="true" className="h-4 w-4" />
                </span>
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
