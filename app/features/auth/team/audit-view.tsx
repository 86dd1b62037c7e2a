import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { type FormEvent, useState } from "react";
import { auditActionKey } from "#core/domain/audit-actions";
import { AUDIT_KINDS, type AuditQuery } from "#core/domain/team";
import { formatDateTime, formatNumber } from "#core/lib/format";
import { Button, buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Pager } from "~/components/ui/pager";
import { Select } from "~/components/ui/select";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { fetchAudit, fetchTeam, queryOf, teamKeys } from "./team-api";

type Filter = Partial<AuditQuery>;

/** /crm/audit (admins): who did what and when, filtered by person, kind and date, paged, as CSV. */
export function AuditView() {
  const { t } = useTranslation("team");
  const lang = useLang();
  const [draft, setDraft] = useState<Filter>({});
  const [filter, setFilter] = useState<Filter>({ page: 1 });
  const team = useQuery({ queryKey: teamKeys.team, queryFn: ({ signal }) => fetchTeam(lang, signal) });
  const query = useQuery({
    queryKey: teamKeys.audit(filter),
    queryFn: ({ signal }) => fetchAudit(lang, filter, signal),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / (query.data?.pageSize ?? 50)));
  const page = filter.page ?? 1;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft, page: 1 });
  };
  const field = (key: keyof Filter) => ({
    value: String(draft[key] ?? ""),
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const csv = `/api/crm/audit/audit.csv?${new URLSearchParams(queryOf({ ...filter, page: undefined }))}`;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">{t("audit.title")}</h1>
        <p className="mt-2 max-w-2xl text-muted">{t("audit.intro")}</p>
      </div>
      <form
        noValidate
        onSubmit={apply}
        aria-label={t("audit.filters")}
        className="grid items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-[1fr_1fr_1fr_1fr_auto]"
      >
        <Field id="audit-person" label={t("audit.person")}>
          {(control) => (
            <Select {...control} {...field("actor")}>
              <option value="">{t("audit.anyone")}</option>
              {(team.data?.members ?? []).map((m) => (
                <option key={m.username} value={m.username}>
                  {m.username}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="audit-kind" label={t("audit.kind")}>
          {(control) => (
            <Select {...control} {...field("kind")}>
              <option value="">{t("audit.anyKind")}</option>
              {AUDIT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`audit.kinds.${kind}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="audit-from" label={t("audit.from")}>
          {(control) => <Input {...control} type="date" {...field("from")} />}
        </Field>
        <Field id="audit-to" label={t("audit.to")}>
          {(control) => <Input {...control} type="date" {...field("to")} />}
        </Field>
        <Button type="submit">{t("audit.apply")}</Button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted">
          {query.data
            ? t("audit.total", { count: query.data.total, formatted: formatNumber(query.data.total, lang) })
            : null}
        </p>
        <a href={csv} download className={buttonClass("outline", "sm")}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t("audit.download")}
        </a>
      </div>
      {query.isError ? (
        <p role="alert" className="text-destructive">
          {query.error.message}
        </p>
      ) : query.data && query.data.items.length === 0 ? (
        <p className="rounded-xl bg-surface p-6 text-muted">{t("audit.empty")}</p>
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a narrow screen scrolls the table sideways, by keyboard too
          tabIndex={0}
          aria-label={t("audit.title")}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
        >
          <table className="w-full text-start text-sm">
            <thead className="bg-surface text-start">
              <tr>
                {(["when", "who", "what", "record", "address"] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-start font-semibold text-navy-900">
                    {t(`audit.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(query.data?.items ?? []).map((row) => (
                <tr key={row.id} className="border-t border-slate-200">
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.at, lang)}</td>
                  <td className="px-3 py-2">
                    <bdi>{row.actor ?? "—"}</bdi>
                  </td>
                  <td className="px-3 py-2">
                    <bdi>{t(auditActionKey(row.action), { defaultValue: row.action })}</bdi>
                  </td>
                  <td className="px-3 py-2 break-all">
                    <bdi>{[row.entity, row.entityId].filter(Boolean).join(" ") || "—"}</bdi>
                  </td>
                  <td className="px-3 py-2">
                    <bdi>{row.ip ?? "—"}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Pager
        label={t("audit.pagination")}
        className="flex flex-wrap items-center justify-center gap-3"
        page={page}
        pages={pages}
        onPage={(next) => setFilter({ ...filter, page: next })}
        previous={t("audit.previous")}
        next={t("audit.next")}
        status={t("audit.page", { page: formatNumber(page, lang), pages: formatNumber(pages, lang) })}
      />
    </div>
  );
}
