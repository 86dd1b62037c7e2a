import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type Company, isCompanyStage, todayIso } from "#core/domain/crm";
import type { FollowUp } from "#core/domain/pipeline";
import { USER_TEXT, UserText, withUserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { fetchCompany } from "../api/crm-api";
import { formatDate, formatNumber } from "../shared/format";
import { nextActionText } from "../shared/next-action";
import { StageBadge } from "../shared/stage-badge";
import { fetchFollowUps, pipelineKeys } from "./pipeline-api";

/** The signed-in person's follow-ups today, by the browser's calendar day. */
export function useFollowUps() {
  const lang = useLang();
  const [today] = useState(() => todayIso());
  return useQuery({
    queryKey: pipelineKeys.followUps(),
    queryFn: ({ signal }) => fetchFollowUps(lang, today, signal),
  });
}

type Tone = "overdue" | "today" | "week" | "later";
const ACCENTS: Record<Tone, string> = {
  overdue: "border-t-red-600",
  today: "border-t-amber-500",
  week: "border-t-blue-600",
  later: "border-t-slate-400",
};

function FollowUpGroup({
  id,
  title,
  items,
  total,
  tone,
  onOpen,
}: {
  id: string;
  title: string;
  items: FollowUp[];
  total: number;
  tone: Tone;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation(["pipeline", "crm", "deals"]);
  const lang = useLang();
  const accent = ACCENTS[tone];
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-slate-200 border-t-4 bg-white p-4 shadow-sm ${accent}`}
    >
      <h3 id={id} className="flex items-center justify-between gap-2 text-lg font-bold text-navy-900">
        {title}
        <span className="text-sm font-semibold text-muted tabular-nums">{formatNumber(total, lang)}</span>
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t("followUps.none")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((item) => (
            <li
              key={item.deal ? `deal-${item.deal.id}` : `company-${item.id}`}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
            >
              <div className="min-w-0">
                <button
                  type="button"
                  onClick={() => onOpen(item.id)}
                  className="text-start font-semibold break-words text-primary hover:underline"
                >
                  <UserText>{item.deal ? item.deal.name : item.name}</UserText>
                </button>
                {item.deal ? (
                  <p className="text-xs text-muted">
                    {withUserText(t("deals:list.of", { company: USER_TEXT }), item.name)}
                  </p>
                ) : null}
                {item.nextAction ? (
                  <p className="text-sm text-ink">
                    <UserText>{nextActionText(item.nextAction, t)}</UserText>
                  </p>
                ) : (
                  <p className="text-sm text-ink">{t("crm:card.noAction")}</p>
                )}
                <p className={`text-xs ${tone === "overdue" ? "font-semibold text-red-800" : "text-muted"}`}>
                  {t("board.dueOn", { date: formatDate(item.nextActionDue, lang) })}
                </p>
              </div>
              {isCompanyStage(item.stage) ? <StageBadge stage={item.stage} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * "My follow-ups": the signed-in staff member's deals' next steps (each naming its company) and companies'
 * own follow-ups, overdue, today, this week (the reader's calendar week) and later; a row opens its company.
 */
export function FollowUpsView({ onOpen }: { onOpen: (company: Company) => void }) {
  const { t } = useTranslation("pipeline");
  const lang = useLang();
  const query = useFollowUps();
  const open = async (id: number) => onOpen(await fetchCompany(lang, id));
  if (query.isPending)
    return (
      <p role="status" className="py-16 text-center text-muted">
        {t("followUps.loading")}
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="py-16 text-center text-destructive">
        {t("followUps.loadError")}
      </p>
    );
  const data = query.data;
  const groups = [
    { tone: "overdue", title: "followUps.overdue", items: data.overdue, total: data.overdueCount },
    { tone: "today", title: "followUps.today", items: data.dueToday, total: data.dueToday.length },
    { tone: "week", title: "followUps.thisWeek", items: data.thisWeek, total: data.thisWeek.length },
    { tone: "later", title: "followUps.later", items: data.later, total: data.later.length },
  ] as const;
  return (
    <section aria-labelledby="follow-ups-title" className="space-y-4">
      <h2 id="follow-ups-title" className="text-2xl font-bold text-navy-900">
        {t("followUps.title")}
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {groups.map(({ tone, title, items, total }) => (
          <FollowUpGroup
            key={tone}
            id={`fu-${tone}`}
            title={t(title)}
            items={items}
            total={total}
            tone={tone}
            onOpen={open}
          />
        ))}
      </div>
    </section>
  );
}
