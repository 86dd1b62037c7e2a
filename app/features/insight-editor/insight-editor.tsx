import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { InsightView } from "#core/domain/insights";
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
import { DeleteInsight } from "./delete-insight";
import { type Draft, draftOf, draftProblems, EDITOR_LANGS, sameDraft } from "./draft";
import { createInsight, fetchInsight, fetchTimeZone, insightKeys, saveInsight } from "./editor-api";
import { LanguageFields } from "./language-fields";
import { PublishControls } from "./publish-controls";
import { SharedFields } from "./shared-fields";

/** /crm/insights/:id (and /crm/insights/new): an insight's three languages side by side, or in tabs on a phone. */
export function InsightEditor({ id }: { id: number | undefined }) {
  const { t } = useTranslation("insights");
  const lang = useLang();
  const query = useQuery({
    queryKey: insightKeys.one(id ?? 0),
    queryFn: ({ signal }) => fetchInsight(lang, id ?? 0, signal),
    enabled: id !== undefined,
  });
  if (id !== undefined && query.isPending) {
    return (
      <Frame>
        <p role="status" className="text-muted">
          {t("editor.loading")}
        </p>
      </Frame>
    );
  }
  if (id !== undefined && !query.data) {
    return (
      <Frame>
        <p role="alert" className="text-destructive">
          {query.error?.message ?? t("editor.failed")}
        </p>
      </Frame>
    );
  }
  return <EditorForm key={id ?? "new"} loaded={query.data} />;
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("insights");
  const href = useGetHref();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to={href("/crm/insights")}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary"
      >
        <ArrowLeft aria-hidden="true" className="flip-rtl h-4 w-4" />
        {t("editor.back")}
      </Link>
      {children}
    </div>
  );
}

function EditorForm({ loaded }: { loaded: InsightView | undefined }) {
  const { t } = useTranslation("insights");
  const lang = useLang();
  const client = useQueryClient();
  const { can } = useStaffSession();
  const canWrite = can("sales");
  const [base, setBase] = useState(loaded);
  const [draft, setDraft] = useState<Draft>(() => draftOf(loaded));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<Lang>(lang === "ar" ? "ar" : lang === "sr" ? "sr" : "en");
  const [created, setCreated] = useState<number | null>(null);
  const zone = useQuery({
    queryKey: ["account", "timeZone"],
    queryFn: ({ signal }) => fetchTimeZone(lang, signal),
  });
  const dirty = !sameDraft(draft, draftOf(base));
  useReportUnsaved(dirty);

  const show = (view: InsightView) => {
    setBase(view);
    setDraft(draftOf(view));
    setErrors({});
    client.setQueryData(insightKeys.one(view.id), view);
    void client.invalidateQueries({ queryKey: insightKeys.all, exact: false, refetchType: "none" });
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409 && error.body.current) {
      show(error.body.current as InsightView);
      toast.error(error.message);
      return;
    }
    if (error instanceof ApiError && error.fields) setErrors(error.fields);
    toast.error(error instanceof Error ? error.message : t("editor.failed"));
  };
  const save = useMutation({
    mutationFn: async (values: Draft) => {
      const problems = draftProblems(values, t);
      if (problems) {
        throw new ApiError(400, {
          code: "invalid_input",
          message: Object.values(problems)[0] ?? "",
          fields: problems,
        });
      }
      return base
        ? saveInsight(lang, base.id, { ...values, updatedAt: base.updatedAt })
        : createInsight(lang, values);
    },
    onSuccess: (view) => {
      toast.success(t(base ? "editor.saved" : "editor.created"));
      show(view);
      if (!base) setCreated(view.id);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) failed(error);
      else {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        toast.error(t("editor.saveFailed", { reason: error instanceof Error ? error.message : "" }));
      }
    },
  });
  useOpenCreated(created === null ? null : `/crm/insights/${created}`, dirty);

  const column = (l: Lang) => (
    <section
      aria-labelledby={`insight-col-${l}`}
      dir={LANGUAGE_INFO[l].dir}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={`insight-col-${l}`} className="text-lg font-bold text-navy-900">
        {t(`languages.${l}`)}
      </h2>
      <PublishControls
        lang={l}
        insight={base}
        dirty={dirty}
        timeZone={zone.data}
        canWrite={canWrite}
        onDone={show}
        onFailed={failed}
      />
      <LanguageFields
        lang={l}
        id={base?.id}
        text={draft.texts[l]}
        saved={Boolean(base?.texts[l])}
        errors={errors}
        readOnly={!canWrite}
        onChange={(text) => setDraft({ ...draft, texts: { ...draft.texts, [l]: text } })}
      />
    </section>
  );

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
              {base ? <DeleteInsight id={base.id} /> : null}
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t("editor.saving") : t("editor.save")}
              </Button>
            </div>
          ) : null}
        </div>
        <SharedFields draft={draft} onChange={setDraft} readOnly={!canWrite} />
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
                {column(l)}
              </TabsContent>
            ))}
          </div>
        </Tabs>
      </form>
    </Frame>
  );
}
