import type { FieldError, UseFormRegisterReturn } from "react-hook-form";

/**
 * What an entity's field set needs from the form it sits in. The same fields serve the add page ("add":
 * its labels, placeholders and layout) and the company modal ("edit").
 */
export interface FieldSetProps<F extends string> {
  mode: "add" | "edit";
  /** Each field's id is `${idPrefix}-<name>` ("contact-email", "contact-12-email"). */
  idPrefix: string;
  register: (field: F) => UseFormRegisterReturn;
  errors: Partial<Record<F, FieldError>>;
}
