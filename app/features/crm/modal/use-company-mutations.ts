import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Company, Contact } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";
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

  const saveContact = useMutation({
    mutationFn: ({ id, body }: { id: number; body: api.ContactPatch }) => api.updateContact(lang, id, body),
    onMutate: ({ id }) =>
      client.getQueryData<{ items: Contact[] }>(crmKeys.contacts(companyId))?.items.find((c) => c.id === id),
    onSuccess: (contact, { id, body }, before) =>
      toastSavedWithUndo({
        t,
        title: t("toast.successTitle"),
        description: t("toast.contactSaved"),
        previous: before ? previousFields("contact", before) : {},
        sent: { ...body },
        saved: contact,
        patch: (undo) => api.updateContact(lang, id, undo as api.ContactPatch),
        onUndone: () => void client.invalidateQueries({ queryKey: crmKeys.contacts(companyId) }),
      }),
    onError: (error) => outcomeOf(error).kind === "failed" && saveFailed(),
    onSettled: () => {
      void refreshViews();
      return client.invalidateQueries({ queryKey: crmKeys.contacts(companyId) });
    },
  });

  const saveProject = useMutation({
    mutationFn: ({ id, body }: { id: number; body: api.ProjectPatch }) => api.updateProject(lang, id, body),
    onMutate: ({ id }) =>
      client.getQueryData<{ items: Project[] }>(crmKeys.projects(companyId))?.items.find((p) => p.id === id),
    onSuccess: (project, { id, body }, before) =>
      toastSavedWithUndo({
        t,
        title: t("toast.successTitle"),
        description: t("toast.projectSaved"),
        previous: before ? previousFields("project", before) : {},
        sent: { ...body },
        saved: project,
        patch: (undo) => api.updateProject(lang, id, undo as api.ProjectPatch),
        onUndone: () => void client.invalidateQueries({ queryKey: crmKeys.company(companyId) }),
      }),
    onError: (error) => outcomeOf(error).kind === "failed" && saveFailed(),
    // The company's key holds its deals and its timeline (which shows the deal's change).
    onSettled: () => {
      void refreshViews();
      return client.invalidateQueries({ queryKey: crmKeys.company(companyId) });
    },
  });

  async function removeCompany(company: Company): Promise<boolean> {
    try {
      await api.deleteCompany(lang, company.id);
    } catch {
      toast.error(t("toast.companyDeleteErrorTitle"), { description: t("toast.companyDeleteError") });
      return false;
    }
    toastDeletedWithUndo({
      t,
      lang,
      client,
      kind: "company",
      id: company.id,
      title: t("toast.companyDeletedTitle"),
      description: withUserText(t("toast.companyDeleted", { name: USER_TEXT }), company.name),
    });
    client.removeQueries({ queryKey: crmKeys.company(company.id) });
    void refreshViews();
    return true;
  }

  async function removeContact(contact: Contact): Promise<boolean> {
    try {
      await api.deleteContact(lang, contact.id);
    } catch {
      toast.error(t("toast.contactDeleteErrorTitle"), { description: t("toast.contactDeleteError") });
      return false;
    } finally {
      refreshDetails();
    }
    toastDeletedWithUndo({
      t,
      lang,
      client,
      kind: "contact",
      id: contact.id,
      title: t("toast.contactDeletedTitle"),
      description: withUserText(t("toast.contactDeleted", { name: USER_TEXT }), contact.name),
    });
    return true;
  }

  async function removeProject(project: Project): Promise<boolean> {
    try {
      await api.deleteProject(lang, project.id);
    } catch {
      toast.error(t("toast.projectDeleteErrorTitle"), { description: t("toast.projectDeleteError") });
      return false;
    } finally {
      refreshDetails();
    }
    toastDeletedWithUndo({
      t,
      lang,
      client,
      kind: "project",
      id: project.id,
      title: t("toast.projectDeletedTitle"),
      description: withUserText(t("toast.projectDeleted", { name: USER_TEXT }), project.name),
    });
    return true;
  }

  return { saveCompany, saveContact, saveProject, removeCompany, removeContact, removeProject };
}
