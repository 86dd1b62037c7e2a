import { type ReactNode, useId } from "react";
import { Form } from "react-router";
import type { ReportFilter } from "#core/domain/reports";
import { formatDateWithHijri } from "#core/lib/format";
import { Button } from "~/components/ui/button";
import { UserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { useOwners } from "../board/view-switch";

const field = "min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-ink";

/** The period and the owner, sent as the page's URL (a GET form): the URL is the report's state. */
export function ReportFilterForm({ filter, error }: { filter: ReportFilter; error: string | null }) {
  const { t } = useTranslation("reports");
  const lang = useLang();
  const owners = useOwners();
  const id = useId();
  const names = owners.data?.items ?? [];
  const choices = filter.owner && !names.includes(filter.owner) ? [filter.owner, ...names] : names;
  return (
    <div className="space-y-3">
      <Form
        method="get"
        key={`${filter.from}|${filter.to}|${filter.owner}`}
        className="flex flex-wrap items-end gap-3 rounded-2xl bg-surface p-4"
        aria-label={t("filter.legend")}
      >
        <Field id={`${id}-from`} label={t("filter.from")}>
          <input id={`${id}-from`} type="date" name="from" defaultValue={filter.from} className={field} />
        </Field>
        <Field id={`${id}-to`} label={t("filter.to")}>
          <input id={`${id}-to`} type="date" name="to" defaultValue={filter.to} className={field} />
        </Field>
        <Field id={`${id}-owner`} label={t("filter.owner")}>
          <select id={`${id}-owner`} name="owner" defaultValue={filter.owner ?? ""} className={field}>
            <option value="">{t("filter.everyone")}</option>
            {choices.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit">{t("filter.apply")}</Button>
      </Form>
      {error ? (
        <p role="alert" className="text-destructive">
          {t(error.replace(/^reports:/, ""))}
        </p>
      ) : (
        <p className="text-sm text-muted" data-testid="report-period">
          {t("filter.period", {
            from: formatDateWithHijri(filter.from, lang),
            to: formatDateWithHijri(filter.to, lang),
          })}
          {filter.owner ? (
            <>
              {" · "}
              {t("filter.ownerLine", { owner: "" })}
              <UserText>{filter.owner}</UserText>
            </>
          ) : null}
        </p>
      )}
    </div>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}
