import { useQuery } from "@tanstack/react-query";
import type { CaseStudyView } from "#core/domain/case-studies";
import { EditorForm, EditorFrame, LanguageColumns } from "~/components/editor/editor-frame";
import { useLang } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useVersionedEditor } from "~/hooks/use-versioned-editor";
import { useTranslation } from "~/i18n/react";
import { caseKeys, createCase, fetchCase, saveCase } from "./case-api";
import { draftOf, draftProblems, EDITOR_LANGS, inputOf } from "./draft";
import { LanguageFields } from "./language-fields";
import { SharedFields } from "./shared-fields";

/** /crm/cases/:key (and /crm/cases/new): a case's facts, then its three languages side by side, or in tabs on a phone. */
export function CaseEditor({ caseKey }: { caseKey: string | undefined }) {
  const lang = useLang();
  const existing = caseKey !== undefined && caseKey !== "new" ? caseKey : undefined;
  const query = useQuery({
    queryKey: caseKeys.one(existing ?? ""),
    queryFn: ({ signal }) => fetchCase(lang, existing ?? "", signal),
    enabled: existing !== undefined,
  });
  return (
    <EditorFrame ns="cases" back="/crm/cases" query={existing === undefined ? undefined : query}>
      {(loaded) => <CaseForm loaded={loaded} />}
    </EditorFrame>
  );
}

function CaseForm({ loaded }: { loaded: CaseStudyView | undefined }) {
  const { t } = useTranslation("cases");
  const lang = useLang();
  const canWrite = useStaffSession().can("sales");
  const editor = useVersionedEditor({
    ns: "cases",
    loaded,
    draftOf,
    check: (values) => draftProblems(values, t, lang),
    send: (values, base) => {
      const input = inputOf(values);
      return base ? saveCase(lang, base.key, { ...input, version: base.version }) : createCase(lang, input);
    },
    oneKey: (view) => caseKeys.one(view.key),
    listFilter: { queryKey: caseKeys.list },
    pathOf: (view) => `/crm/cases/${view.key}`,
  });
  const { draft, setDraft, errors } = editor;
  return (
    <EditorForm ns="cases" editor={editor} canWrite={canWrite}>
      <SharedFields draft={draft} errors={errors} onChange={setDraft} readOnly={!canWrite} />
      <LanguageColumns ns="cases" idPrefix="case" langs={EDITOR_LANGS}>
        {(l) => (
          <LanguageFields
            lang={l}
            text={draft.texts[l]}
            figures={draft.results}
            errors={errors}
            readOnly={!canWrite}
            onChange={(text) => setDraft({ ...draft, texts: { ...draft.texts, [l]: text } })}
          />
        )}
      </LanguageColumns>
    </EditorForm>
  );
}
