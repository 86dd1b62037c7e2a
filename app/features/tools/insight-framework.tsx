import { AlertTriangle, CircleCheck, FileCheck, Lightbulb, ShieldCheck, Workflow } from "lucide-react";
import { type CSSProperties, useState } from "react";
import { DEFAULT_PHASE, FRAMEWORK_FIGURES, PHASES, type PhaseId } from "#core/content/tools";
import { useTranslation } from "~/i18n/react";
import { below, Heading, type HeadingLevel } from "./heading";
import { useFormat } from "./use-format";

const PHASE_ICONS = { translate: Lightbulb, integrate: Workflow, validate: ShieldCheck } as const;

/**
 * Insight Activation Framework: Translate, Integrate, Validate (exactly one selected, Translate
 * first), each with its description, five key actions and four deliverables; the Challenge
 * banner and the guarantee box.
 */
export function InsightFramework({ level }: { level: HeadingLevel }) {
  const { t } = useTranslation("tools");
  const format = useFormat();
  const [selected, setSelected] = useState<PhaseId>(DEFAULT_PHASE);
  const phase = PHASES.find((p) => p.id === selected) ?? PHASES[0]!;
  const actions = t(`insightFramework.phases.${phase.id}.actions`, { returnObjects: true }) as string[];
  const deliverables = t(`insightFramework.phases.${phase.id}.deliverables`, {
    returnObjects: true,
  }) as string[];
  const PhaseIcon = PHASE_ICONS[phase.id];

  return (
    <div>
      <Heading level={level} className="text-2xl font-bold text-navy-900">
        {t("insightFramework.title")}
      </Heading>
      <p className="mt-2 max-w-3xl leading-7 text-muted">{t("insightFramework.description")}</p>

      <section className="mt-6 rounded-2xl bg-navy-900 p-6 text-white" data-testid="framework-challenge">
        <Heading
          level={below(level)}
          className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-gold"
        >
          <AlertTriangle aria-hidden="true" className="h-4 w-4" />
          {t("insightFramework.challenge.title")}
        </Heading>
        <p className="mt-2 text-2xl font-bold">
          {t("insightFramework.challenge.stat", {
            value: format.number(FRAMEWORK_FIGURES.reportsWithoutActionPercent),
          })}
        </p>
        <p className="mt-2 leading-7 text-slate-200">{t("insightFramework.challenge.text")}</p>
      </section>

      <ol aria-label={t("insightFramework.phasesLabel")} className="mt-6 grid gap-3 sm:grid-cols-3">
        {PHASES.map((p, index) => {
          const Icon = PHASE_ICONS[p.id];
          return (
            <li key={p.id}>
              <button
                type="button"
                aria-pressed={selected === p.id}
                onClick={() => setSelected(p.id)}
                className="flex h-full w-full items-start gap-3 rounded-2xl border-2 border-slate-200 bg-white p-4 text-start hover:border-slate-300 aria-pressed:border-[var(--phase)] aria-pressed:bg-slate-50"
                style={{ "--phase": p.color } as CSSProperties}
              >
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-white"
                  style={{ background: p.color }}
                >
                  <Icon className="h-5 w-5" />
                </span>
                <span>
                  <span className="block text-xs font-semibold text-muted">{format.number(index + 1)}</span>
                  <span className="block font-bold text-navy-900">
                    {t(`insightFramework.phases.${p.id}.title`)}
                  </span>
                  <span className="block text-sm text-muted">
                    {t(`insightFramework.phases.${p.id}.subtitle`)}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>

      <div
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-6"
        aria-live="polite"
        data-testid="phase-details"
      >
        <Heading level={below(level)} className="flex items-center gap-2 text-xl font-bold text-navy-900">
          <PhaseIcon aria-hidden="true" className="h-5 w-5" style={{ color: phase.color }} />
          {t(`insightFramework.phases.${phase.id}.title`)}
        </Heading>
        <p className="mt-2 leading-7 text-muted">{t(`insightFramework.phases.${phase.id}.description`)}</p>
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <div>
            <Heading level={below(below(level))} className="font-semibold text-navy-900">
              {t("insightFramework.keyActions")}
            </Heading>
            <ul className="mt-3 space-y-2" data-testid="phase-actions">
              {actions.map((action) => (
                <li key={action} className="flex gap-2 leading-6">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 h-5 w-5 shrink-0"
                    style={{ color: phase.color }}
                  />
                  {action}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <Heading level={below(below(level))} className="font-semibold text-navy-900">
              {t("insightFramework.deliverables")}
            </Heading>
            <ul className="mt-3 space-y-2" data-testid="phase-deliverables">
              {deliverables.map((deliverable) => (
                <li key={deliverable} className="flex gap-2 leading-6">
                  <FileCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-muted" />
                  {deliverable}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>

      <section className="mt-6 flex gap-4 rounded-2xl bg-primary-light p-6" data-testid="framework-guarantee">
        <ShieldCheck aria-hidden="true" className="h-8 w-8 shrink-0 text-primary-dark" />
        <div>
          <Heading level={below(level)} className="font-bold text-navy-900">
            {t("insightFramework.guarantee.title")}
          </Heading>
          <p className="mt-1 leading-7 text-ink">
            {t("insightFramework.guarantee.text", { days: format.number(FRAMEWORK_FIGURES.guaranteeDays) })}
          </p>
        </div>
      </section>
    </div>
  );
}
