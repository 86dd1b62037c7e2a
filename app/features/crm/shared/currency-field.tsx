import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { CURRENCIES } from "#core/domain/currency";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { currencyName } from "../board/money";
import { useErrorText } from "./form-bits";

/** A project's deal currency: SAR, EUR, RSD, USD, each with its name in the page's language. */
export function CurrencyField({
  id,
  register,
  error,
}: {
  id: string;
  register: UseFormRegisterReturn;
  error?: FieldError;
}) {
  const { t } = useTranslation("pipeline");
  const lang = useLang();
  const errorText = useErrorText();
  return (
    <Field id={id} label={t("fields.currency")} error={errorText(error)}>
      {(control) => (
        <Select {...control} {...register}>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency} – {currencyName(currency, lang)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
