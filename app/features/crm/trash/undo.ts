import type { QueryClient } from "@tanstack/react-query";
import { createElement, Fragment, type ReactNode } from "react";
import type { Company, Contact } from "#core/domain/crm";
import type { TrashKind } from "#core/domain/crm-trash";
import type { Project } from "#core/domain/deals";
import type { Lang } from "#core/i18n/languages";
import type { TFunction } from "#core/i18n/translate";
import { toast } from "~/components/ui/toast";
import { restoreFromTrash } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";

/** A record's editable fields under the names the API's PATCH takes (the previous values an Undo sends). */
export function previousFields(kind: "company", record: Company): Record<string, unknown>;
export function previousFields(kind: "contact", record: Contact): Record<string, unknown>;
export function previousFields(kind: "project", record: Project): Record<string, unknown>;
export function previousFields(
  kind: "contact" | "project",
  record: Contact | Project,
): Record<string, unknown>;
export function previousFields(
  kind: TrashKind,
  record: Company | Contact | Project,
): Record<string, unknown> {
  if (kind === "company") {
    const { name, industry, stage, lastContact, nextAction, nextActionDue, nextActionOwner, notes, website } =
      record as Company;
    return {
      companyName: name,
      industry,
      stage,
      lastContact,
      nextAction,
      nextActionDue,
      nextActionOwner,
      notes,
      website,
    };
  }
  if (kind === "contact") {
    const { name, position, email, phone } = record as Contact;
    return { name, position, email, phone };
  }
  const {
    name,
    id: _id,
    externalId: _e,
    companyId: _c,
    closedOn: _d,
    createdAt: _a,
    updatedAt: _u,
    version: _v,
    ...rest
  } = record as Project;
  return { projectName: name, ...rest };
}

/** How long a toast offers Undo after a delete or an edit. */
export const UNDO_MS = 10_000;

/** After a delete: the success toast, with Undo (taking the record out of the trash) for ten seconds. */
export function toastDeletedWithUndo(options: {
  t: TFunction;
  lang: Lang;
  client: QueryClient;
  kind: TrashKind;
  id: number;
  title: string;
  description: ReactNode;
}) {
  const { t, lang, client, kind, id } = options;
  toast.success(options.title, {
    description: createElement(Fragment, null, options.description, " ", t(`crm:undo.inTrash.${kind}`)),
    duration: UNDO_MS,
    action: {
      label: t("crm:undo.undo"),
      onClick: () => {
        void restoreFromTrash(lang, kind, id).then(
          () => {
            void client.invalidateQueries({ queryKey: crmKeys.all });
            toast.success(t("crm:undo.restored"));
          },
          () => toast.error(t("crm:undo.failed")),
        );
      },
    },
  });
}

/**
 * After an edit: the success toast, with Undo for ten seconds. Undo sends the previous values of the
 * changed fields with the new version, so it is refused (409) if someone changed the record since.
 */
export function toastSavedWithUndo<T extends { version: number }>(options: {
  t: TFunction;
  title: string;
  description: string;
  /** The fields as they were, in the API's names (only those the edit changed are sent). */
  previous: Record<string, unknown>;
  sent: Record<string, unknown>;
  saved: T;
  patch: (body: Record<string, unknown>) => Promise<unknown>;
  onUndone: () => void;
}) {
  const { t } = options;
  const body: Record<string, unknown> = { version: options.saved.version };
  for (const key of Object.keys(options.sent)) {
    if (key === "version") continue;
    if (!Object.is(options.previous[key] ?? null, options.sent[key] ?? null))
      body[key] = options.previous[key] ?? null;
  }
  if (Object.keys(body).length === 1) {
    toast.success(options.title, { description: options.description });
    return;
  }
  toast.success(options.title, {
    description: options.description,
    duration: UNDO_MS,
    action: {
      label: t("crm:undo.undo"),
      onClick: () => {
        void options.patch(body).then(
          () => {
            options.onUndone();
            toast.success(t("crm:undo.undone"));
          },
          () => {
            options.onUndone();
            toast.error(t("crm:undo.failed"));
          },
        );
      },
    },
  });
}
