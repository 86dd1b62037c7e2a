import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BaseSyntheticEvent } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { ZodType, z } from "zod";
import type { Lang } from "#core/i18n/languages";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { useReportUnsaved } from "~/lib/unsaved";
import { showServerErrors, stringFormResolver } from "./form-bits";

export interface CreateFormOptions<TForm extends FieldValues, S extends ZodType, TSaved> {
  /** The shared schema (its messages are "crm:errors.…" keys). */
  schema: S;
  /** The empty form, and what it goes back to once saved. */
  defaultValues: DefaultValues<TForm>;
  /** The typed client's POST. */
  create: (lang: Lang, body: z.output<S>) => Promise<TSaved>;
  /** The fields the server's per-field messages may go on. */
  serverFields: readonly Path<TForm>[];
  /** The toast's description once saved (translated). */
  savedToast: string;
  /** The queries to fetch again after the save. */
  invalidate: (saved: TSaved) => QueryKey[];
  /** After the save (the add page's banner, the modal closing the form). */
  onSaved?: (saved: TSaved) => void;
  /** Checked values on their way to the server (a warning of the last attempt goes). */
  onSaving?: (body: z.output<S>) => void;
  /** A refusal the form answers itself (a possible duplicate's warning): true, no field messages nor toast. */
  refused?: (error: unknown, body: z.output<S>) => boolean;
}

/** What a create form's component renders with. */
export interface CreateForm<TForm extends FieldValues, S extends ZodType> {
  form: UseFormReturn<TForm, unknown, z.output<S>>;
  errors: FieldErrors<TForm>;
  /** The save is under way ('Saving...', buttons disabled). */
  saving: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * The wiring of a CRM create form (the add page's tabs, the company modal's add-in-place forms): a form of
 * strings checked by the shared schema, saved through `create`; on success the 'saved' toast, the lists
 * `invalidate` names fetched again, the form emptied and `onSaved`; on failure the server's per-field
 * messages on `serverFields` and the 'save failed' toast (unless the form answers the refusal itself, `refused`). Reports unsaved changes while the form holds any.
 */
export function useCreateForm<TForm extends FieldValues, S extends ZodType, TSaved>({
  schema,
  defaultValues,
  create,
  serverFields,
  savedToast,
  invalidate,
  onSaved,
  onSaving,
  refused,
}: CreateFormOptions<TForm, S, TSaved>): CreateForm<TForm, S> & {
  /** Sends a body again, as it is (the duplicate warning's "Save anyway"). */
  resend: (body: z.output<S>) => void;
} {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const client = useQueryClient();
  const form = useForm<TForm, unknown, z.output<S>>({
    resolver: stringFormResolver<TForm, S>(schema),
    defaultValues,
  });
  const save = useMutation({
    mutationFn: (body: z.output<S>) => create(lang, body),
    onSuccess: (saved) => {
      form.reset(defaultValues);
      toast.success(t("toast.successTitle"), { description: savedToast });
      for (const queryKey of invalidate(saved)) void client.invalidateQueries({ queryKey });
      onSaved?.(saved);
    },
    onError: (error, body) => {
      if (refused?.(error, body)) return;
      showServerErrors(error, form.setError, serverFields);
      toast.error(t("toast.errorTitle"), { description: t("toast.saveFailed") });
    },
  });
  useReportUnsaved(form.formState.isDirty);
  return {
    form,
    errors: form.formState.errors,
    saving: save.isPending,
    onSubmit: form.handleSubmit((values) => {
      onSaving?.(values);
      save.mutate(values);
    }),
    resend: (body) => save.mutate(body),
  };
}

/** What a record's field set (ContactFields, ProjectFields) takes from a create form. */
export function fieldSetProps<TForm extends FieldValues, S extends ZodType>(
  { form, errors }: CreateForm<TForm, S>,
  mode: "add" | "edit",
  idPrefix: string,
) {
  return { mode, idPrefix, register: (field: Path<TForm>) => form.register(field), errors };
}
