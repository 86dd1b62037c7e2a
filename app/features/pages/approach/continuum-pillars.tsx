import { Check } from "lucide-react";
import { SectionHeading } from "~/components/ui/section-heading";
import { PILLARS } from "~/content/home";
import { useTranslation } from "~/i18n/react";
import { IconTile } from "../shared/content-icon";

/** The three pillars of the Intelligence Continuum (texts shared with the home page). */
export function ContinuumPillars() {
  const { t } = useTranslation("home");
  return (
    <section
      aria-labelledby="pillars-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
    >
      <SectionHeading id="pillars-title" title={t("pillars.subtitle")} align="center" />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {PILLARS.map((pillar, index) => (
          <li
            key={pillar.id}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <IconTile name={pillar.icon} tone={index === 2 ? "gold" : "primary"} />
            <h3 className="mt-5 text-xl font-bold text-navy-900">{t(`pillars.items.${pillar.id}.title`)}</h3>
            <p className="mt-3 text-pretty leading-7 text-muted">
              {t(`pillars.items.${pillar.id}.description`)}
            </p>
            <ul className="mt-5 space-y-2 border-t border-slate-100 pt-5">
              {(t(`pillars.items.${pillar.id}.bullets`, { returnObjects: true }) as string[]).map(
                (bullet) => (
                  <li key={bullet} className="flex items-start gap-2 text-ink">
                    <Check aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-primary" />
                    {bullet}
                  </li>
                ),
              )}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
