import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import {
  ACCOUNT_TIME_ZONES,
  type AccountSettings,
  type AccountSettingsInput,
  accountSettingsSchema,
} from "#core/domain/account";
import { LANGUAGES } from "#core/i18n/languages";
import { formatHour } from "#core/lib/format";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { accountKey, saveAccount } from "./account-api";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const NONE = "none";
type Field = "language" | "email" | "reminderHour" | "timeZone";

/** My account's settings: language, the morning e-mail's address and hour, and the time zone. */
export function SettingsForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation("account");
  const lang = useLang();
  const client = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState({
    language: settings.language as string,
    email: settings.email ?? "",
    reminderHour: settings.reminderHour === null ? NONE : String(settings.reminderHour),
    timeZone: settings.timeZone as string,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useMutation({
    mutationFn: (input: typeof draft) => {
      const body = {
        ...input,
        reminderHour: input.reminderHour === NONE ? null : Number(input.reminderHour),
      } as AccountSettingsInput;
      const parsed = accountSettingsSchema.safeParse(body);
      if (!parsed.success) {
        const found: Partial<Record<Field, string>> = {};
        for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= t(issue.message);
        throw new ApiError(400, {
          code: "invalid_input",
          message: Object.values(found)[0] ?? "",
          fields: found,
        });
      }
      return saveAccount(lang, body);
    },
    onSuccess: (saved) => {
      setErrors({});
      client.setQueryData(accountKey, saved);
      toast.success(t("settings.saved"));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields)
        setErrors(error.fields as Partial<Record<Field, string>>);
      else toast.error(error instanceof Error ? error.message : t("calendar.failed"));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    value: draft[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": `${id}-${name}-hint${errors[name] ? ` ${id}-${name}-error` : ""}`,
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const hint = (name: Field, text: string) => (
    <>
      <p id={`${id}-${name}-hint`} className="mt-1 text-sm text-muted">
        {text}
      </p>
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-destructive">
          {errors[name]}
        </p>
      ) : null}
    </>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 className="text-xl font-bold text-navy-900">{t("settings.heading")}</h2>
      <div>
        <Label htmlFor={`${id}-language`}>{t("settings.language")}</Label>
        <Select {...field("language")}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code === "sr" ? "sr-Cyrl" : code}>
              {t(`common:language.${code}`)}
            </option>
          ))}
        </Select>
        {hint("language", t("settings.languageHint"))}
      </div>
      <div>
        <Label htmlFor={`${id}-email`}>{t("settings.email")}</Label>
        <Input type="email" dir="ltr" autoComplete="email" className="text-start" {...field("email")} />
        {hint("email", t("settings.emailHint"))}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-reminderHour`}>{t("settings.hour")}</Label>
          <Select {...field("reminderHour")}>
            <option value={NONE}>{t("settings.noEmail")}</option>
            {HOURS.map((hour) => (
              <option key={hour} value={String(hour)}>
                {formatHour(hour, lang)}
              </option>
            ))}
          </Select>
          {hint("reminderHour", t("settings.hourHint"))}
        </div>
        <div>
          <Label htmlFor={`${id}-timeZone`}>{t("settings.timeZone")}</Label>
          <Select {...field("timeZone")}>
            {ACCOUNT_TIME_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {t(`settings.zones.${zone}`)}
              </option>
            ))}
          </Select>
          {hint("timeZone", t("settings.timeZoneHint"))}
        </div>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t("settings.saving") : t("settings.save")}
      </Button>
    </form>
  );
}
