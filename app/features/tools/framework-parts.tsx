import { AlertTriangle, CircleCheck, FileCheck, Lightbulb, ShieldCheck, Workflow } from "lucide-react";
import type { ReactNode } from "react";
import { FRAMEWORK_FIGURES, type Phase } from "#core/content/tools";
import { useTranslation } from "~/i18n/react";
import { below, Heading, type HeadingLevel } from "./heading";
import { useFormat } from "./use-format";

export const PHASE_ICONS = { translate: Lightbulb, integrate: Workflow, validate: ShieldCheck } as const;

/** The 'Challenge' banner: how many reports lead to no action. */
export function FrameworkChallenge({ level }: { level: HeadingLevel }) {
  const { t } = useTranslation("tools");
  const format = useFormat();
  return (
    <section className="mt-6 rounded-2xl bg-navy-900 p-6 text-white" data-testid="framework-challenge">
      <Heading
        level={level}
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
  );
}

/** One phase: its description, five key actions and four deliverables. */
export function PhaseDetails({
  phase,
  level,
  live = false,
}: {
  phase: Phase;
  level: HeadingLevel;
  /** The showcase's panel, whose phase changes with the selection: announced when it does. */
  live?: boolean;
}) {
  const { t } = useTranslation("tools");
  const actions = t(`insightFramework.phases.${phase.id}.actions`, { returnObjects: true }) as string[];
  const deliverables = t(`insightFramework.phases.${phase.id}.deliverables`, {
    returnObjects: true,
  }) as string[];
  const PhaseIcon = PHASE_ICONS[phase.id];
  return (
    <div
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-6"
      aria-live={live ? "polite" : undefined}
      data-testid="phase-details"
    >
      <Heading level={level} className="flex items-center gap-2 text-xl font-bold text-navy-900">
        <PhaseIcon aria-hidden="true" className="h-5 w-5" style={{ color: phase.color }} />
        {t(`insightFramework.phases.${phase.id}.title`)}
      </Heading>
      <p className="mt-2 leading-7 text-muted">{t(`insightFramework.phases.${phase.id}.description`)}</p>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <PhaseList
          title={t("insightFramework.keyActions")}
          items={actions}
          level={below(level)}
          testId="phase-actions"
          icon={
            <CircleCheck
              aria-hidden="true"
              className="mt-0.5 h-5 w-5 shrink-0"
              style={{ color: phase.color }}
            />
          }
        />
        <PhaseList
          title={t("insightFramework.deliverables")}
          items={deliverables}
          level={below(level)}
          testId="phase-deliverables"
          icon={<FileCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-muted" />}
        />
      </div>
    </div>
  );
}

/** A phase's list under its heading (key actions, deliverables), each item after the list's icon. */
function PhaseList({
  title,
  items,
  level,
  testId,
  icon,
}: {
  title: string;
  items: string[];
  level: HeadingLevel;
  testId: string;
  icon: ReactNode;
}) {
  return (
    <div>
      <Heading level={level} className="font-semibold text-navy-900">
        {title}
      </Heading>
      <ul className="mt-3 space-y-2" data-testid={testId}>
        {items.map((item) => (
          <li key={item} className="flex gap-2 leading-6">
            {icon}
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The guarantee box. */
export function FrameworkGuarantee({ level }: { level: HeadingLevel }) {
  const { t } = useTranslation("tools");
  const format = useFormat();
  return (
    <section className="mt-6 flex gap-4 rounded-2xl bg-primary-light p-6" data-testid="framework-guarantee">
      <ShieldCheck aria-hidden="true" className="h-8 w-8 shrink-0 text-primary-dark" />
      <div>
        <Heading level={level} className="font-bold text-navy-900">
          {t("insightFramework.guarantee.title")}
        </Heading>
        <p className="mt-1 leading-7 text-ink">
          {t("insightFramework.guarantee.text", { days: format.number(FRAMEWORK_FIGURES.guaranteeDays) })}
        </p>
      </div>
    </section>
  );
}
