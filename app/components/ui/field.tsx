import type { ReactNode } from "react";
import { Label } from "./label";

/** What a Field hands its control: the id its label points at, and the accessible wiring of hint and error. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * A label, its control, an optional hint and an error message, wired together: the label names the control,
 * the hint and the error describe it (aria-describedby), and an error marks it invalid (aria-invalid).
 *
 *   <Field id="email" label={t("email")} required error={message}>
 *     {(control) => <Input type="email" {...control} {...register("email")} />}
 *   </Field>
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  className = "",
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`space-y-1.5 ${className}`}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children({
        id,
        required: required || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
