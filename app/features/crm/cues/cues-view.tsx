import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Undo2 } from "lucide-react";
import { industryByKey } from "#core/domain/industries";
import { formatNumber, isolate } from "#core/lib/format";
import { Button } from "~/components/ui/button";
import { QueryState } from "~/components/ui/query-state";
import { toast } from "~/components/ui/toast";
import { UserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { acceptIndustryCue, fetchIndustryCues, type IndustryCues, revertIndustryCue } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { formatMomentDay } from "../shared/format";

type Suggestion = IndustryCues["suggestions"][number];
type Learned = IndustryCues["learned"][number];

/** The fewest corrected names that make a word a suggestion (server/industry/corrections.ts). */
const SUGGEST_MIN_NAMES = 3;

function useIndustryLabel() {
  const { t } = useTranslation("industries");
  return (key: string) => {
    const industry = industryByKey(key);
    return industry ? t(`industry.${industry.slug}`) : key;
  };
}

/**
 * /crm/industry-cues: the cues the team's corrections suggest (a word in several corrected names of one
 * industry), each accepted with one click, and the accepted ones, each reverted with one click.
 */
export function CuesView() {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const client = useQueryClient();
  const industryLabel = useIndustryLabel();
  const query = useQuery({
    queryKey: crmKeys.industryCues(),
    queryFn: ({ signal }) => fetchIndustryCues(lang, signal),
  });
  const onError = (error: Error) => toast.error(error.message || t("cues.actionFailed"));
  const refresh = () => void client.invalidateQueries({ queryKey: crmKeys.industryCues() });
  const accept = useMutation({
    mutationFn: (s: Suggestion) => acceptIndustryCue(lang, { term: s.term, industry: s.industry }),
    onSuccess: (_, s) =>
      toast.success(t("cues.accepted", { word: isolate(s.word), industry: industryLabel(s.industry) })),
    onError,
    onSettled: refresh,
  });
  const revert = useMutation({
    mutationFn: (cue: Learned) => revertIndustryCue(lang, cue.id),
    onSuccess: (_, cue) => toast.success(t("cues.reverted", { word: isolate(cue.term) })),
    onError,
    onSettled: refresh,
  });
  const busy = accept.isPending || revert.isPending;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-navy-900">{t("cues.title")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("cues.subtitle")}</p>
      <p className="mt-2 max-w-3xl text-sm text-ink">{t("cues.roleNote")}</p>
      <QueryState
        query={query}
        loading={t("dashboard.loading")}
        error={t("cues.loadFailed")}
        className="mt-8"
      >
        {(data) => (
          <>
            <section aria-labelledby="suggested-heading" className="mt-8">
              <h2 id="suggested-heading" className="text-xl font-bold text-navy-900">
                {t("cues.suggestionsHeading")}
              </h2>
              {data.suggestions.length === 0 ? (
                <p className="mt-3 rounded-xl bg-surface p-6 text-muted">
                  {t("cues.suggestionsEmpty", { min: formatNumber(SUGGEST_MIN_NAMES, lang) })}
                </p>
              ) : (
                <ul className="mt-3 space-y-3">
                  {data.suggestions.map((s) => (
                    <li
                      key={`${s.term}-${s.industry}`}
                      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
                    >
                      <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                        <dt className="font-medium text-muted">{t("cues.word")}</dt>
                        <dd className="font-bold text-navy-900">
                          <UserText>{s.word}</UserText>
                        </dd>
                        <dt className="font-medium text-muted">{t("cues.industry")}</dt>
                        <dd className="text-ink">{industryLabel(s.industry)}</dd>
                        <dt className="font-medium text-muted">{t("cues.names")}</dt>
                        <dd className="text-ink">{formatNumber(s.names, lang)}</dd>
                        <dt className="font-medium text-muted">{t("cues.examples")}</dt>
                        <dd className="min-w-0 break-words text-ink">
                          {s.examples.map((name) => (
                            <UserText key={name} className="me-3 inline-block">
                              {name}
                            </UserText>
                          ))}
                        </dd>
                      </dl>
                      <Button size="sm" disabled={busy} onClick={() => accept.mutate(s)}>
                        <Check aria-hidden="true" className="h-4 w-4" />
                        {t("cues.accept", { word: isolate(s.word) })}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <LearnedList cues={data.learned} busy={busy} onRevert={(cue) => revert.mutate(cue)} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function LearnedList({
  cues,
  busy,
  onRevert,
}: {
  cues: readonly Learned[];
  busy: boolean;
  onRevert: (cue: Learned) => void;
}) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const industryLabel = useIndustryLabel();
  return (
    <section aria-labelledby="learned-heading" className="mt-10">
      <h2 id="learned-heading" className="text-xl font-bold text-navy-900">
        {t("cues.learnedHeading")}
      </h2>
      {cues.length === 0 ? (
        <p className="mt-3 rounded-xl bg-surface p-6 text-muted">{t("cues.learnedEmpty")}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {cues.map((cue) => (
            <li
              key={cue.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1 space-y-1 text-sm">
                <p className="font-bold text-navy-900">
                  <UserText>{cue.term}</UserText>
                  <span className="ms-2 font-normal text-ink">{industryLabel(cue.industry)}</span>
                </p>
                <p className="text-muted">
                  {t("cues.acceptedBy", {
                    user: isolate(cue.acceptedBy),
                    date: formatMomentDay(cue.acceptedAt, lang),
                  })}
                </p>
                {cue.revertedAt ? (
                  <p className="text-muted">
                    {t("cues.revertedBy", {
                      user: isolate(cue.revertedBy ?? ""),
                      date: formatMomentDay(cue.revertedAt, lang),
                    })}
                  </p>
                ) : null}
              </div>
              {cue.revertedAt ? (
                <span className="self-start rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-ink sm:self-center">
                  {t("cues.notInUse")}
                </span>
              ) : (
                <Button variant="outline" size="sm" disabled={busy} onClick={() => onRevert(cue)}>
                  <Undo2 aria-hidden="true" className="h-4 w-4" />
                  {t("cues.revert", { word: isolate(cue.term) })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
