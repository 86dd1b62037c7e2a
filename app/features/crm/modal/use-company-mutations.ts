import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Company, Contact } from "#core/domain/crm";
import type { TrashKind } from "#core/domain/crm-trash";
import type { Project } from "#core/domain/deals";
import type { Lang } from "#core/i18n/languages";
import { toast } from "~/components/ui/toast";
import { USER_TEXT, withUserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import * as api from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { duplicatesOf } from "../shared/duplicate-warning";
import { previousFields, toastDeletedWithUndo, toastSavedWithUndo } from "../trash/undo";

/**
 * What a failed edit means for the page: someone else's change came first (with the record as they saved
 * it, when the answer has it; the page fetches it again too), a vanished record, or an error.
 */
export type SaveOutcome<T> =
  | { kind: "saved"; value: T }
  | { kind: "conflict"; current: T | null }
  | { kind: "gone" }
  | { kind: "failed" };

export function outcomeOf<T>(error: unknown): SaveOutcome<T> {
  if (error instanceof ApiError && error.status === 409 && error.code === "conflict") {
    const current = error.body.current;
    return { kind: "conflict", current: typeof current === "object" && current ? (current as T) : null };
  }
  if (error instanceof ApiError && error.status === 404) return { kind: "gone" };
  return { kind: "failed" };
}

/** The fields a save sent, without "Save anyway" (a flag, not a field Undo puts back). */
function withoutConfirm({ confirmDuplicate: _, ...fields }: api.CompanyPatch): Record<string, unknown> {
  return fields;
}

const DELETE = {
  company: api.deleteCompany,
  contact: api.deleteContact,
  project: api.deleteProject,
} as const;

/** Saving and deleting from the company modal, keeping every cached list in step with the server. */
export function useCompanyMutations(companyId: number) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const client = useQueryClient();
  const refreshViews = () => client.invalidateQueries({ queryKey: crmKeys.views() });
  // A deleted contact or project changes both lists (a project's contact), and the views across companies.
  const refreshDetails = () => {
    void client.invalidateQueries({ queryKey: crmKeys.contacts(companyId) });
    void client.invalidateQueries({ queryKey: crmKeys.projects(companyId) });
    void refreshViews();
  };
  const saveFailed = () => toast.error(t("toast.errorTitle"), { description: t("toast.saveFailed") });

  const saveCompany = useMutation({
    mutationFn: (body: api.CompanyPatch) => api.updateCompany(lang, companyId, body),
    onMutate: () => client.getQueryData<Company>(crmKeys.company(companyId)),
    onSuccess: (company: Company, body, before) => {
      client.setQueryData(crmKeys.company(companyId), company);
      void refreshViews();
      toastSavedWithUndo({
        t,
        title: t("toast.successTitle"),
        description: t("toast.companySaved"),
        previous: before ? previousFields("company", before) : {},
        sent: withoutConfirm(body),
        saved: company,
        // Undo puts back the company's own earlier name and website: not a new duplicate, so not asked again.
        patch: (undo) =>
          api.updateCompany(lang, companyId, { ...(undo as api.CompanyPatch), confirmDuplicate: true }),
        onUndone: () => void client.invalidateQueries({ queryKey: crmKeys.all }),
      });
    },
    onError: (error) => {
      // A possible duplicate is answered in the edit form itself (its warning), not with a toast.
      if (duplicatesOf(error)) return;
      const outcome = outcomeOf<Company>(error);
      // Their version at once (the edit form goes on from it, and Undo's "before" is it), then fetched again.
      if (outcome.kind === "conflict") {
        if (outcome.current) client.setQueryData(crmKeys.company(companyId), outcome.current);
        void client.invalidateQueries({ queryKey: crmKeys.company(companyId) });
      }
      if (outcome.kind !== "failed") void refreshViews();
      else saveFailed();
    },
  });

  /** A contact's or a deal's save: Undo in the toast, the list (`listKey`) read before and `refreshKey` after. */
  function detailSave<T extends Contact | Project, P extends api.ContactPatch | api.ProjectPatch>(
    kind: "contact" | "project",
    update: (lang: Lang, id: number, body: P) => Promise<T>,
    listKey: QueryKey,
    refreshKey: QueryKey,
  ) {
    return {
      mutationFn: ({ id, body }: { id: number; body: P }) => update(lang, id, body),
      onMutate: ({ id }: { id: number }) =>
        client.getQueryData<{ items: T[] }>(listKey)?.items.find((record) => record.id === id),
      onSuccess: (saved: T, { id, body }: { id: number; body: P }, before: T | undefined) =>
        toastSavedWithUndo({
          t,
          title: t("toast.successTitle"),
          description: t(`toast.${kind}Saved`),
          previous: before ? previousFields(kind, before) : {},
          sent: { ...body },
          saved,
          patch: (undo) => update(lang, id, undo as P),
          onUndone: () => void client.invalidateQueries({ queryKey: refreshKey }),
        }),
      onError: (error: unknown) => outcomeOf(error).kind === "failed" && saveFailed(),
      onSettled: () => {
        void refreshViews();
        return client.invalidateQueries({ queryKey: refreshKey });
      },
    };
  }
  const saveContact = useMutation(
    detailSave("contact", api.updateContact, crmKeys.contacts(companyId), crmKeys.contacts(companyId)),
  );
  // The company's key holds its deals and its timeline (which shows the deal's change).
  const saveProject = useMutation(
    detailSave("project", api.updateProject, crmKeys.projects(companyId), crmKeys.company(companyId)),
  );

  /**
   * A delete, with the trash's Undo in the toast; `settled` after the request, whether it went through
   * (`ok`) or not (then the error toast says so).
   */
  async function remove(
    kind: TrashKind,
    record: { id: number; name: string },
    settled: (ok: boolean) => void,
  ): Promise<boolean> {
    let ok = false;
    try {
      await DELETE[kind](lang, record.id);
      ok = true;
    } catch {
      toast.error(t(`toast.${kind}DeleteErrorTitle`), { description: t(`toast.${kind}DeleteError`) });
    }
    settled(ok);
    if (!ok) return false;
    toastDeletedWithUndo({
      t,
      lang,
      client,
      kind,
      id: record.id,
      title: t(`toast.${kind}DeletedTitle`),
      description: withUserText(t(`toast.${kind}Deleted`, { name: USER_TEXT }), record.name),
    });
    return true;
  }
  const removeCompany = (company: Company) =>
    remove("company", company, (ok) => {
      if (!ok) return;
      client.removeQueries({ queryKey: crmKeys.company(company.id) });
      void refreshViews();
    });
  const removeContact = (contact: Contact) => remove("contact", contact, refreshDetails);
  const removeProject = (project: Project) => remove("project", project, refreshDetails);

  return { saveCompany, saveContact, saveProject, removeCompany, removeContact, removeProject };
}
