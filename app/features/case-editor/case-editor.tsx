import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { CaseStudyView } from "#core/domain/case-studies";
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
import { caseKeys, createCase, fetchCase, saveCase } from "./case-api";
import { type Draft, draftOf, draftProblems, EDITOR_LANGS, inputOf, sameDraft } from "./draft";
import { LanguageFields } from "./language-fields";
import { SharedFields } from "./shared-fields";

/** /crm/cases/:key (and /crm/cases/new): a case's facts, then its three languages side by side, or in tabs on a phone. */
export function CaseEditor({ caseKey }: { caseKey: string | undefined }) {
  const { t } = useTranslation("cases");
  const lang = useLang();
  const existing = caseKey !== undefined && caseKey !== "new" ? caseKey : undefined;
  const query = useQuery({
    queryKey: caseKeys.one(existing ?? ""),
    queryFn: ({ signal }) => fetchCase(lang, existing ?? "", signal),
    enabled: existing !== undefined,
  });
  if (existing !== undefined && !query.data) {
    return (
      <Frame>
        {query.isPending ? (
          <p role="status" className="text-muted">
            {t("editor.loading")}
          </p>
        ) : (
          <p role="alert" className="text-destructive">
            {query.error?.message ?? t("editor.failed")}
          </p>
        )}
      </Frame>
    );
  }
  return <EditorForm loaded={query.data} />;
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("cases");
  const href = useGetHref();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={href("/crm/cases")}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary"
      >
        <ArrowLeft aria-hidden="true" className="flip-rtl h-4 w-4" />
        {t("editor.back")}
      </Link>
      {children}
    </div>
  );
}

function EditorForm({ loaded }: { loaded: CaseStudyView | undefined }) {
  const { t } = useTranslation("cases");
  const lang = useLang();
  const client = useQueryClient();
  const { can } = useStaffSession();
  const canWrite = can("sales");
  const [base, setBase] = useState(loaded);
  const [draft, setDraft] = useState<Draft>(() => draftOf(loaded));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<Lang>(lang);
  const [created, setCreated] = useState<string | null>(null);
  const dirty = !sameDraft(draft, draftOf(base));
  useReportUnsaved(dirty);

  const show = (view: CaseStudyView) => {
    setBase(view);
    setDraft(draftOf(view));
    setErrors({});
    client.setQueryData(caseKeys.one(view.key), view);
    void client.invalidateQueries({ queryKey: caseKeys.list });
  };
  const save = useMutation({
    mutationFn: async (values: Draft) => {
      const problems = draftProblems(values, t);
      if (problems) {
        const message = Object.values(problems)[0] ?? "";
        throw new ApiError(400, { code: "invalid_input", message, fields: problems });
      }
      const input = inputOf(values);
      return base ? saveCase(lang, base.key, { ...input, version: base.version }) : createCase(lang, input);
    },
    onSuccess: (view) => {
      toast.success(t(base ? "editor.saved" : "editor.created"));
      show(view);
      if (!base) setCreated(view.key);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && error.body.current) {
        show(error.body.current as CaseStudyView);
        toast.error(error.message);
        return;
      }
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error(t("editor.saveFailed", { reason: error instanceof Error ? error.message : "" }));
    },
  });
  useOpenCreated(created === null ? null : `/crm/cases/${created}`, dirty);

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
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t("editor.saving") : t("editor.save")}
            </Button>
          ) : null}
        </div>
        <SharedFields draft={draft} errors={errors} onChange={setDraft} readOnly={!canWrite} />
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
                  aria-labelledby={`case-col-${l}`}
                  dir={LANGUAGE_INFO[l].dir}
                  className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
                >
                  <h2 id={`case-col-${l}`} className="text-lg font-bold text-navy-900">
                    {t(`languages.${l}`)}
                  </h2>
                  <LanguageFields
                    lang={l}
                    text={draft.texts[l]}
                    figures={draft.results}
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
