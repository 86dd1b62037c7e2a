import { useQuery } from "@tanstack/react-query";
import type { InsightView } from "#core/domain/insights";
import { EditorForm, EditorFrame, LanguageColumns } from "~/components/editor/editor-frame";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useVersionedEditor } from "~/hooks/use-versioned-editor";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { DeleteInsight } from "./delete-insight";
import { draftOf, draftProblems, EDITOR_LANGS } from "./draft";
import { createInsight, fetchInsight, fetchTimeZone, insightKeys, saveInsight } from "./editor-api";
import { LanguageFields } from "./language-fields";
import { PublishControls } from "./publish-controls";
import { SharedFields } from "./shared-fields";

/** /crm/insights/:id (and /crm/insights/new): an insight's three languages side by side, or in tabs on a phone. */
export function InsightEditor({ id }: { id: number | undefined }) {
  const lang = useLang();
  const query = useQuery({
    queryKey: insightKeys.one(id ?? 0),
    queryFn: ({ signal }) => fetchInsight(lang, id ?? 0, signal),
    enabled: id !== undefined,
  });
  return (
    <EditorFrame ns="insights" back="/crm/insights" query={id === undefined ? undefined : query}>
      {(loaded) => <InsightForm key={id ?? "new"} loaded={loaded} />}
    </EditorFrame>
  );
}

function InsightForm({ loaded }: { loaded: InsightView | undefined }) {
  const { t } = useTranslation("insights");
  const lang = useLang();
  const canWrite = useStaffSession().can("sales");
  const zone = useQuery({
    queryKey: ["account", "timeZone"],
    queryFn: ({ signal }) => fetchTimeZone(lang, signal),
  });
  const editor = useVersionedEditor({
    ns: "insights",
    loaded,
    draftOf,
    check: (values) => draftProblems(values, t),
    send: (values, base) =>
      base
        ? saveInsight(lang, base.id, { ...values, updatedAt: base.updatedAt })
        : createInsight(lang, values),
    oneKey: (view) => insightKeys.one(view.id),
    listFilter: { queryKey: insightKeys.all, exact: false, refetchType: "none" },
    pathOf: (view) => `/crm/insights/${view.id}`,
  });
  const { base, draft, setDraft, errors, setErrors, dirty, show, conflict } = editor;
  // Publishing and unpublishing: a 409 as a save's, any other refusal with the server's message.
  const failed = (error: unknown) => {
    if (conflict(error)) return;
    if (error instanceof ApiError && error.fields) setErrors(error.fields);
    toast.error(error instanceof Error ? error.message : t("editor.failed"));
  };
  return (
    <EditorForm
      ns="insights"
      editor={editor}
      canWrite={canWrite}
      actions={base ? <DeleteInsight id={base.id} /> : null}
    >
      <SharedFields draft={draft} errors={errors} onChange={setDraft} readOnly={!canWrite} />
      <LanguageColumns ns="insights" idPrefix="insight" langs={EDITOR_LANGS}>
        {(l) => (
          <>
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
          </>
        )}
      </LanguageColumns>
    </EditorForm>
  );
}
