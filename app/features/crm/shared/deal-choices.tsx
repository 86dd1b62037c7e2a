import { useQuery } from "@tanstack/react-query";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { type DealStage, LOST_REASONS } from "#core/domain/deals";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { fetchContacts } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { fetchSettings, pipelineKeys } from "../board/pipeline-api";
import { useOwners } from "../board/view-switch";
import { useErrorText } from "./form-bits";
import { formatNumber } from "./format";

interface ChoiceProps {
  id: string;
  label: string;
  register: UseFormRegisterReturn;
  error?: FieldError;
}

/**
 * A staff account (a deal's owner, its next step's owner): the active accounts, the signed-in one marked,
 * and the one the deal has even if no longer active. `blank` names the empty choice.
 */
export function OwnerSelect({
  id,
  label,
  register,
  error,
  current,
  blank,
}: ChoiceProps & {
  current: string;
  blank: "me" | "none";
}) {
  const { t } = useTranslation("deals");
  const errorText = useErrorText();
  const owners = useOwners().data;
  const me = owners?.me ?? null;
  const items = owners?.items ?? [];
  const choices = current && !items.includes(current) ? [current, ...items] : items;
  const mine = (name: string) => (name === me ? t("fields.ownerMe", { name }) : name);
  return (
    <Field id={id} label={label} error={errorText(error)}>
      {(control) => (
        <Select {...control} {...register}>
          <option value="">{blank === "me" && me ? mine(me) : t("fields.noOwner")}</option>
          {choices
            .filter((name) => !(blank === "me" && name === me))
            .map((name) => (
              <option key={name} value={name}>
                {mine(name)}
              </option>
            ))}
        </Select>
      )}
    </Field>
  );
}

/** The deal's primary contact: one of its company's contacts, or none. */
export function ContactSelect({
  id,
  label,
  register,
  error,
  companyId,
}: ChoiceProps & { companyId: number }) {
  const { t } = useTranslation("deals");
  const lang = useLang();
  const errorText = useErrorText();
  const contacts = useQuery({
    queryKey: crmKeys.contacts(companyId),
    queryFn: ({ signal }) => fetchContacts(lang, companyId, signal),
    enabled: companyId > 0,
  }).data?.items;
  return (
    <Field id={id} label={label} error={errorText(error)}>
      {(control) => (
        <Select {...control} {...register}>
          <option value="">{t("fields.noContact")}</option>
          {(companyId > 0 ? (contacts ?? []) : []).map((contact) => (
            <option key={contact.id} value={String(contact.id)}>
              {contact.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The deal's own probability; its placeholder and hint give the stage's default from the settings. */
export function ProbabilityField({ id, label, register, error, stage }: ChoiceProps & { stage: DealStage }) {
  const { t } = useTranslation("deals");
  const lang = useLang();
  const errorText = useErrorText();
  const settings = useQuery({
    queryKey: pipelineKeys.settings(),
    queryFn: ({ signal }) => fetchSettings(lang, signal),
    staleTime: 60_000,
  }).data;
  const fallback = settings?.probabilities[stage];
  return (
    <Field
      id={id}
      label={label}
      error={errorText(error)}
      hint={
        fallback === undefined
          ? undefined
          : t("fields.probabilityHint", { percent: formatNumber(fallback, lang) })
      }
    >
      {(control) => (
        <Input
          type="number"
          min={0}
          max={100}
          step={1}
          inputMode="numeric"
          placeholder={fallback === undefined ? undefined : formatNumber(fallback, lang)}
          {...control}
          {...register}
        />
      )}
    </Field>
  );
}

/** Why the deal was lost (required in Lost) and a note (required with "other"). */
export function LostReasonFields({
  idPrefix,
  reason,
  note,
  errors,
}: {
  idPrefix: string;
  reason: UseFormRegisterReturn;
  note: UseFormRegisterReturn;
  errors: { reason?: FieldError; note?: FieldError };
}) {
  const { t } = useTranslation("deals");
  const errorText = useErrorText();
  return (
    <>
      <Field
        id={`${idPrefix}-lost-reason`}
        label={t("fields.lostReason")}
        required
        error={errorText(errors.reason)}
      >
        {(control) => (
          <Select {...control} {...reason}>
            <option value="">{t("fields.chooseReason")}</option>
            {LOST_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`lostReasons.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${idPrefix}-lost-note`} label={t("fields.lostNote")} error={errorText(errors.note)}>
        {(control) => <Input autoComplete="off" {...control} {...note} />}
      </Field>
    </>
  );
}
