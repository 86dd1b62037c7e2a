import {
  type InvalidateQueryFilters,
  type QueryKey,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { useOpenCreated } from "~/hooks/use-open-created";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { mergeThreeWay } from "~/lib/three-way-merge";
import { useReportUnsaved } from "~/lib/unsaved";

type Problems = Record<string, string>;

/**
 * The state of a staff editor of a record saved with a version (an insight, a leader, a case study): the
 * record as last read (`base`), the form's `draft`, the fields' `errors`, whether it holds unsaved changes
 * (reported to the leave guard), and `save`. A save sends the draft (`send`, after the form's own `check`);
 * its answer becomes the new base, in the query cache too, with "saved" or "created" (`ns:editor.*`) said; a
 * first save then opens the record's own address (`pathOf`). A 409 (someone saved first) answers with the
 * record as it is now: with nothing typed, it is shown with the server's message; otherwise nothing typed is
 * lost: their changes join the draft field by field (`mergeThreeWay`), the record becomes the new base, and
 * `theirs` holds it (with `clashes`, the fields both changed, where the draft keeps this user's text) until a
 * save or `takeTheirs`. `conflict` does the same for the editor's other calls.
 */
export function useVersionedEditor<View, Draft>({
  ns,
  loaded,
  draftOf,
  check,
  send,
  oneKey,
  listFilter,
  pathOf,
}: {
  ns: string;
  loaded: View | undefined;
  draftOf: (view: View | undefined) => Draft;
  check?: (draft: Draft) => Problems | null;
  send: (draft: Draft, base: View | undefined) => Promise<View>;
  oneKey: (view: View) => QueryKey;
  listFilter: InvalidateQueryFilters;
  pathOf: (view: View) => string;
}) {
  const { t } = useTranslation(ns);
  const client = useQueryClient();
  const [base, setBase] = useState(loaded);
  const [draft, setDraft] = useState<Draft>(() => draftOf(loaded));
  const [errors, setErrors] = useState<Problems>({});
  const [created, setCreated] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<{ view: View; clashes: number } | null>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(base));
  useReportUnsaved(dirty);

  const read = (view: View) => {
    setBase(view);
    client.setQueryData(oneKey(view), view);
    void client.invalidateQueries(listFilter);
  };
  const show = (view: View) => {
    read(view);
    setDraft(draftOf(view));
    setErrors({});
    setTheirs(null);
  };
  /** A 409 with the record as it is now: joined with what was typed, or shown; true when it was one. */
  const conflict = (error: unknown) => {
    if (!(error instanceof ApiError && error.status === 409 && error.body.current)) return false;
    const current = error.body.current as View;
    if (!dirty) {
      show(current);
      toast.error(error.message);
      return true;
    }
    const { merged, clashes } = mergeThreeWay(draftOf(base), draft, draftOf(current));
    read(current);
    setDraft(merged);
    setTheirs({ view: current, clashes });
    return true;
  };
  const takeTheirs = () => {
    if (theirs) show(theirs.view);
  };
  const save = useMutation({
    mutationFn: async (values: Draft) => {
      const problems = check?.(values);
      if (problems) {
        const message = Object.values(problems)[0] ?? "";
        throw new ApiError(400, { code: "invalid_input", message, fields: problems });
      }
      return send(values, base);
    },
    onSuccess: (view) => {
      toast.success(t(base ? "editor.saved" : "editor.created"));
      show(view);
      if (!base) setCreated(pathOf(view));
    },
    onError: (error) => {
      if (conflict(error)) return;
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error(t("editor.saveFailed", { reason: error instanceof Error ? error.message : "" }));
    },
  });
  useOpenCreated(created, dirty);
  return { base, draft, setDraft, errors, setErrors, dirty, save, show, conflict, theirs, takeTheirs };
}
