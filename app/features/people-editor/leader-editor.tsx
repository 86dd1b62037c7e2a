import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { LeaderView } from "#core/domain/leaders";
import { EditorForm, EditorFrame, LanguageColumns } from "~/components/editor/editor-frame";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useVersionedEditor } from "~/hooks/use-versioned-editor";
import { DeleteLeader } from "./delete-leader";
import { draftOf, EDITOR_LANGS } from "./draft";
import { LeaderFields } from "./leader-fields";
import { createLeader, fetchLeader, leaderKeys, saveLeader } from "./people-api";
import { SharedFields } from "./shared-fields";

/** /crm/people/:key (and /crm/people/new): a leader's three languages side by side, or in tabs on a phone. */
export function LeaderEditor({ leaderKey }: { leaderKey: string | undefined }) {
  const lang = useLang();
  const query = useQuery({
    queryKey: leaderKeys.one(leaderKey ?? ""),
    queryFn: ({ signal }) => fetchLeader(lang, leaderKey ?? "", signal),
    enabled: leaderKey !== undefined,
  });
  return (
    <EditorFrame ns="people" back="/crm/people" query={leaderKey === undefined ? undefined : query}>
      {(loaded) => <LeaderForm loaded={loaded} />}
    </EditorFrame>
  );
}

function LeaderForm({ loaded }: { loaded: LeaderView | undefined }) {
  const lang = useLang();
  const href = useGetHref();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canWrite = useStaffSession().can("sales");
  const editor = useVersionedEditor({
    ns: "people",
    loaded,
    draftOf,
    send: ({ key, ...values }, base) =>
      base
        ? saveLeader(lang, base.key, { ...values, version: base.version })
        : createLeader(lang, { key, ...values }),
    oneKey: (view) => leaderKeys.one(view.key),
    listFilter: { queryKey: leaderKeys.all, exact: true },
    pathOf: (view) => `/crm/people/${view.key}`,
  });
  const { base, draft, setDraft, errors } = editor;
  return (
    <EditorForm
      ns="people"
      editor={editor}
      canWrite={canWrite}
      actions={
        base ? (
          <DeleteLeader
            leaderKey={base.key}
            name={base.texts[lang].name}
            onDeleted={() => {
              client.removeQueries({ queryKey: leaderKeys.all });
              navigate(href("/crm/people"));
            }}
          />
        ) : null
      }
    >
      <SharedFields draft={draft} isNew={!base} errors={errors} readOnly={!canWrite} onChange={setDraft} />
      <LanguageColumns ns="people" idPrefix="leader" langs={EDITOR_LANGS}>
        {(l) => (
          <LeaderFields
            lang={l}
            text={draft.texts[l]}
            errors={errors}
            readOnly={!canWrite}
            onChange={(text) => setDraft({ ...draft, texts: { ...draft.texts, [l]: text } })}
          />
        )}
      </LanguageColumns>
    </EditorForm>
  );
}
