import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { Link } from "react-router";
import type { CaseStudyView } from "#core/domain/case-studies";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { badgeClass } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { UserText } from "~/components/ui/user-text";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useTranslation } from "~/i18n/react";
import { caseKeys, fetchCases, moveCase } from "./case-api";
import { DeleteCase } from "./delete-case";

/** /crm/cases: the case studies in the order the pages show them; writers move, add and delete them. */
export function CasesList() {
  const { t } = useTranslation("cases");
  const lang = useLang();
  const href = useGetHref();
  const { can } = useStaffSession();
  const client = useQueryClient();
  const query = useQuery({ queryKey: caseKeys.list, queryFn: ({ signal }) => fetchCases(lang, signal) });
  const move = useMutation({
    mutationFn: (args: { key: string; direction: "up" | "down" }) => moveCase(lang, args.key, args.direction),
    onSuccess: (answer) => {
      client.setQueryData(caseKeys.list, answer);
      toast.success(t("list.moved"));
    },
    onError: (error) => toast.error(error.message),
  });
  const items = query.data?.items ?? [];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">{t("list.heading")}</h1>
          <p className="mt-2 text-muted">{t("list.intro")}</p>
        </div>
        {can("sales") ? (
          <Link to={href("/crm/cases/new")} className={buttonClass("primary", "md")}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t("list.new")}
          </Link>
        ) : null}
      </div>
      <div className="mt-6">
        {query.isPending ? (
          <p role="status" className="text-muted">
            {t("list.loading")}
          </p>
        ) : query.isError ? (
          <p role="alert" className="text-destructive">
            {t("list.failed")}
          </p>
        ) : items.length === 0 ? (
          <p className="rounded-xl bg-surface p-6 text-muted">{t("list.empty")}</p>
        ) : (
          <ol aria-label={t("list.order")} className="space-y-3">
            {items.map((item, index) => (
              <Row
                key={item.key}
                item={item}
                first={index === 0}
                last={index === items.length - 1}
                busy={move.isPending}
                onMove={can("sales") ? (direction) => move.mutate({ key: item.key, direction }) : undefined}
              />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

function Row({
  item,
  first,
  last,
  busy,
  onMove,
}: {
  item: CaseStudyView;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: ((direction: "up" | "down") => void) | undefined;
}) {
  const { t } = useTranslation("cases");
  const lang = useLang();
  const href = useGetHref();
  const text = item.texts[lang];
  const titleId = `case-row-${item.key}`;
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
      data-case-row={item.key}
    >
      <div className="min-w-0">
        <h2 id={titleId} className="text-lg font-bold text-navy-900">
          <Link to={href(`/crm/cases/${item.key}`)} className="hover:text-primary hover:underline">
            <span lang={LANGUAGE_INFO[lang].htmlLang}>
              <UserText>{text?.title ?? item.key}</UserText>
            </span>
          </Link>
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
          <span>{t(`pages:industries.sectors.${item.sector}.title`)}</span>
          {item.sample ? (
            <span className={badgeClass("outline", "border-amber-400 bg-amber-50 text-amber-900")}>
              {t("list.sample")}
            </span>
          ) : !text?.quote ? (
            <span className={badgeClass("outline")}>{t("list.noQuote")}</span>
          ) : null}
        </p>
      </div>
      {onMove ? (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={first || busy}
            aria-describedby={titleId}
            onClick={() => onMove("up")}
          >
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
            {t("list.moveUp")}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={last || busy}
            aria-describedby={titleId}
            onClick={() => onMove("down")}
          >
            <ArrowDown aria-hidden="true" className="h-4 w-4" />
            {t("list.moveDown")}
          </Button>
          <DeleteCase caseKey={item.key} titleId={titleId} />
        </div>
      ) : null}
    </li>
  );
}
