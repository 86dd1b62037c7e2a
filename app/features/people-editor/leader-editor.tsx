import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { LeaderView } from "#core/domain/leaders";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { toast } from "~/components/ui/toast";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useOpenCreated } from "~/hooks/use-open-created";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { useReportUnsaved } from "~/lib/unsaved";
import { DeleteLeader } from "./delete-leader";
import { type Draft, draftOf, EDITOR_LANGS, sameDraft } from "./draft";
import { LeaderFields } from "./leader-fields";
import { createLeader, fetchLeader, leaderKeys, saveLeader } from "./people-api";
import { SharedFields } from "./shared-fields";

/** /crm/people/:key (and /crm/people/new): a leader's three languages side by side, or in tabs on a phone. */
export function LeaderEditor({ leaderKey }: { leaderKey: string | undefined }) {
  const { t } = useTranslation("people");
  const lang = useLang();
  const query = useQuery({
    queryKey: leaderKeys.one(leaderKey ?? ""),
    queryFn: ({ signal }) => fetchLeader(lang, leaderKey ?? "", signal),
    enabled: leaderKey !== undefined,
  });
  if (leaderKey !== undefined && !query.data) {
    const failed = !query.isPending;
    return (
      <Frame>
        <p role={failed ? "alert" : "status"} className={failed ? "text-destructive" : "text-muted"}>
          {failed ? (query.error?.message ?? t("editor.failed")) : t("editor.loading")}
        </p>
      </Frame>
    );
  }
  return <EditorForm loaded={query.data} />;
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("people");
  const href = useGetHref();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={href("/crm/people")}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary"
      >
        <ArrowLeft aria-hidden="true" className="flip-rtl h-4 w-4" />
        {t("editor.back")}
      </Link>
      {children}
    </div>
  );
}

function EditorForm({ loaded }: { loaded: LeaderView | undefined }) {
  const { t } = useTranslation("people");
  const lang = useLang();
  const href = useGetHref();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canWrite = useStaffSession().can("sales");
  const [base, setBase] = useState(loaded);
  const [draft, setDraft] = useState<Draft>(() => draftOf(loaded));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<Lang>(lang);
  const [created, setCreated] = useState<string | null>(null);
  const dirty = !sameDraft(draft, draftOf(base));
  useReportUnsaved(dirty);

  const show = (view: LeaderView) => {
    setBase(view);
    setDraft(draftOf(view));
    setErrors({});
    client.setQueryData(leaderKeys.one(view.key), view);
    void client.invalidateQueries({ queryKey: leaderKeys.all, exact: true });
  };
  const save = useMutation({
    mutationFn: ({ key, ...values }: Draft) =>
      base
        ? saveLeader(lang, base.key, { ...values, version: base.version })
        : createLeader(lang, { key, ...values }),
    onSuccess: (view) => {
      toast.success(t(base ? "editor.saved" : "editor.created"));
      show(view);
      if (!base) setCreated(view.key);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && error.body.current) {
        show(error.body.current as LeaderView);
        toast.error(error.message);
        return;
      }
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error(t("editor.saveFailed", { reason: error instanceof Error ? error.message : "" }));
    },
  });
  useOpenCreated(created === null ? null : `/crm/people/${created}`, dirty);

  return (
    <Frame>
      <form
        noValidate
        className="mt-4 space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(draft);
        }}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold text-navy-900">
            {t(base ? "editor.heading" : "editor.newHeading")}
          </h1>
          {canWrite ? (
            <div className="flex flex-wrap gap-2">
              {base ? (
                <DeleteLeader
                  leaderKey={base.key}
                  name={base.texts[lang].name}
                  onDeleted={() => {
                    client.removeQueries({ queryKey: leaderKeys.all });
                    navigate(href("/crm/people"));
                  }}
                />
              ) : null}
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t("editor.saving") : t("editor.save")}
              </Button>
            </div>
          ) : null}
        </div>
        <SharedFields draft={draft} isNew={!base} errors={errors} readOnly={!canWrite} onChange={setDraft} />
        <Tabs value={tab} onValueChange={(value) => setTab(value as Lang)} dir={LANGUAGE_INFO[lang].dir}>
          <TabsList aria-label={t("editor.tabs")} className="lg:hidden">
            {EDITOR_LANGS.map((l) => (
              <TabsTrigger key={l} value={l}>
                {t(`languages.${l}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="lg:grid lg:grid-cols-3 lg:gap-4">
            {EDITOR_LANGS.map((l) => (
              <TabsContent
                key={l}
                value={l}
                forceMount
                className="data-[state=inactive]:hidden lg:mt-0 lg:data-[state=inactive]:block"
              >
                <section
                  aria-labelledby={`leader-col-${l}`}
                  dir={LANGUAGE_INFO[l].dir}
                  className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
                >
                  <h2 id={`leader-col-${l}`} className="text-lg font-bold text-navy-900">
                    {t(`languages.${l}`)}
                  </h2>
                  <LeaderFields
                    lang={l}
                    text={draft.texts[l]}
                    errors={errors}
                    readOnly={!canWrite}
                    onChange={(text) => setDraft({ ...draft, texts: { ...draft.texts, [l]: text } })}
                  />
                </section>
              </TabsContent>
            ))}
          </div>
        </Tabs>
      </form>
    </Frame>
  );
}
