import { type CSSProperties, useState } from "react";
import { DEFAULT_PHASE, PHASES, type PhaseId } from "#core/content/tools";
import { useTranslation } from "~/i18n/react";
import { FrameworkChallenge, FrameworkGuarantee, PHASE_ICONS, PhaseDetails } from "./framework-parts";
import { below, type HeadingLevel } from "./heading";
import { ToolHead } from "./tool-head";
import { useFormat } from "./use-format";

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

  return (
    <div>
      <ToolHead tool="insightFramework" level={level} />

      <FrameworkChallenge level={below(level)} />

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

      <PhaseDetails phase={phase} level={below(level)} live />
      <FrameworkGuarantee level={below(level)} />
    </div>
  );
}
