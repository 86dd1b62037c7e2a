import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useTranslation } from "~/i18n/react";
import type { FieldSetProps } from "./field-set";
import { useErrorText } from "./form-bits";

type ContactField = "name" | "position" | "email" | "phone";

/** A new contact's form: its company and its own fields, all held as strings. */
export type ContactValues = Record<"companyId" | ContactField, string>;

/** A new contact's empty form (the modal sets the company). */
export const EMPTY_CONTACT: ContactValues = { companyId: "", name: "", position: "", email: "", phone: "" };

/** A contact's own fields: name (required), position, e-mail, phone (one of these two required). */
export function ContactFields({ mode, idPrefix, register, errors }: FieldSetProps<ContactField>) {
  const { t } = useTranslation("crm");
  const errorText = useErrorText();
  const add = mode === "add";
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <Field
        id={id("name")}
        label={t(add ? "add.contact.name" : "modal.contactName")}
        required
        error={errorText(errors.name)}
      >
        {(control) => <Input autoComplete="off" {...control} {...register("name")} />}
      </Field>
      <Field
        id={id("position")}
        label={t(add ? "add.contact.position" : "modal.position")}
        error={errorText(errors.position)}
      >
        {(control) => (
          <Input
            autoComplete="off"
            placeholder={add ? t("add.contact.positionPlaceholder") : undefined}
            {...control}
            {...register("position")}
          />
        )}
      </Field>
      <Field
        id={id("email")}
        label={t(add ? "add.contact.email" : "modal.email")}
        hint={t("add.contact.reachHint")}
        error={errorText(errors.email)}
      >
        {(control) => <Input type="email" dir="ltr" autoComplete="off" {...control} {...register("email")} />}
      </Field>
      <Field
        id={id("phone")}
        label={t(add ? "add.contact.phone" : "modal.phone")}
        error={errorText(errors.phone)}
      >
        {(control) => <Input type="tel" dir="ltr" autoComplete="off" {...control} {...register("phone")} />}
      </Field>
    </>
  );
}
