import { Check } from "lucide-react";
import { PROGRAM_STEPS } from "#core/content/pages";
import { formatNumber } from "#core/lib/format";
import { EditorialList } from "~/components/ui/editorial-list";
import { SectionHeading } from "~/components/ui/section-heading";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/** How the Capability Acceleration Program runs: four phases over twelve weeks, and its formats. */
export function ProgramOutline() {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const formats = t("methodology.program.formats", { returnObjects: true }) as string[];
  return (
    <section
      id="capability-acceleration"
      aria-labelledby="program-title"
      className="mx-auto max-w-7xl scroll-mt-16 px-4 py-section sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="program-title"
        title={t("methodology.program.title")}
        intro={t("methodology.program.intro")}
      />
      <div className="mt-12 grid gap-10 lg:grid-cols-3 lg:gap-12">
        <EditorialList
          className="lg:col-span-2"
          columns={2}
          items={PROGRAM_STEPS.map((step, index) => ({
            id: step.id,
            number: formatNumber(index + 1, lang),
            title: t(`methodology.program.steps.${step.id}.title`),
            body: t(`methodology.program.steps.${step.id}.description`),
            extra: (
              <p className="kicker mt-3 text-primary-dark">
                {t("methodology.program.weeks", {
                  from: formatNumber(step.weeks.from, lang),
                  to: formatNumber(step.weeks.to, lang),
                })}
              </p>
            ),
          }))}
        />
        <div className="self-start rounded-card bg-navy-900 p-6 text-white sm:p-8">
          <h3 className="font-display text-display-sm font-semibold">
            {t("methodology.program.formatsTitle")}
          </h3>
          <ul className="mt-4 space-y-3">
            {formats.map((format) => (
              <li key={format} className="flex items-start gap-3 leading-7 text-slate-200">
                <Check aria-hidden="true" className="mt-1.5 h-4 w-4 shrink-0 text-gold" />
                {format}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
