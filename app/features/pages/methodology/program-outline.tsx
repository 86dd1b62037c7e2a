import { Check } from "lucide-react";
import { SectionHeading } from "~/components/ui/section-heading";
import { PROGRAM_STEPS } from "~/content/pages";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/lib/format";
import { ContentIcon } from "../shared/content-icon";

/** How the Capability Acceleration Program runs: four phases over twelve weeks, and its formats. */
export function ProgramOutline() {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const formats = t("methodology.program.formats", { returnObjects: true }) as string[];
  return (
    <section
      id="capability-acceleration"
      aria-labelledby="program-title"
      className="mx-auto max-w-7xl scroll-mt-16 px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
    >
      <SectionHeading
        id="program-title"
        title={t("methodology.program.title")}
        intro={t("methodology.program.intro")}
      />
      <div className="mt-12 grid gap-10 lg:grid-cols-3">
        <ol className="grid gap-6 sm:grid-cols-2 lg:col-span-2">
          {PROGRAM_STEPS.map((step) => (
            <li key={step.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="flex items-center gap-2 text-sm font-semibold text-primary">
                <ContentIcon name={step.icon} className="h-5 w-5" />
                {t("methodology.program.weeks", {
                  from: formatNumber(step.weeks.from, lang),
                  to: formatNumber(step.weeks.to, lang),
                })}
              </p>
              <h3 className="mt-3 text-lg font-bold text-navy-900">
                {t(`methodology.program.steps.${step.id}.title`)}
              </h3>
              <p className="mt-2 text-pretty leading-7 text-muted">
                {t(`methodology.program.steps.${step.id}.description`)}
              </p>
            </li>
          ))}
        </ol>
        <div className="self-start rounded-2xl bg-navy-900 p-6 text-white sm:p-8">
          <h3 className="text-lg font-bold">{t("methodology.program.formatsTitle")}</h3>
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
