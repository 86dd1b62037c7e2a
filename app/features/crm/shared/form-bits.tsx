import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import type { FieldError, FieldValues, Path, Resolver, UseFormSetError } from "react-hook-form";
import type { ZodType, z } from "zod";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";

/** A field's error message, translated (schema messages are "crm:errors.…" keys). */
export function useErrorText() {
  const { t } = useTranslation("crm");
  return (error: FieldError | undefined): string | undefined =>
    error?.message ? t(error.message) : undefined;
}

/** A notice at the top of a form or dialog: someone else's change, a vanished record. */
export function Notice({ children, tone = "warning" }: { children: ReactNode; tone?: "warning" | "error" }) {
  const colours =
    tone === "warning"
      ? "border-amber-300 bg-amber-50 text-amber-950"
      : "border-red-300 bg-red-50 text-red-900";
  return (
    <div role="alert" className={`rounded-lg border px-4 py-3 text-sm font-medium ${colours}`}>
      {children}
    </div>
  );
}

/** Form values for a record: null becomes "" (inputs hold strings). */
export function formValues<T extends Record<string, unknown>>(
  record: T,
): { [K in keyof T]: Exclude<T[K], null> | "" } {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v ?? ""])) as {
    [K in keyof T]: Exclude<T[K], null> | "";
  };
}

/**
 * zodResolver for a form whose inputs all hold strings (selects start empty, numbers are typed as text):
 * the shared schema takes strings as well as the API's types, so it validates the form as it is.
 */
export function stringFormResolver<TForm extends FieldValues, S extends ZodType>(
  schema: S,
): Resolver<TForm, unknown, z.output<S>> {
  return zodResolver(schema as never) as unknown as Resolver<TForm, unknown, z.output<S>>;
}

/** Puts the server's per-field messages (already translated) on the form's fields. */
export function showServerErrors<TForm extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TForm>,
  fields: readonly Path<TForm>[],
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fields) return false;
  let shown = false;
  for (const field of fields) {
    const message = error.fields[field];
    if (message) {
      setError(field, { type: "server", message });
      shown = true;
    }
  }
  return shown;
}
