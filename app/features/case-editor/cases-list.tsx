import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { CaseStudyView } from "#core/domain/case-studies";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { ListPage, MoveButtons, useMoveRecord } from "~/components/editor/list-page";
import { badgeClass } from "~/components/ui/badge";
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
  const { can } = useStaffSession();
  const query = useQuery({ queryKey: caseKeys.list, queryFn: ({ signal }) => fetchCases(lang, signal) });
  const move = useMoveRecord({
    ns: "cases",
    listKey: caseKeys.list,
    move: (key, direction) => moveCase(lang, key, direction),
  });
  return (
    <ListPage
      ns="cases"
      add={can("sales") ? { to: "/crm/cases/new", label: t("list.new") } : null}
      query={query}
      isEmpty={(data) => data.items.length === 0}
    >
      {({ items }) => (
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
    </ListPage>
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
          <MoveButtons
            labels={{ up: t("list.moveUp"), down: t("list.moveDown") }}
            describedBy={titleId}
            first={first}
            last={last}
            busy={busy}
            onMove={onMove}
          />
          <DeleteCase caseKey={item.key} titleId={titleId} />
        </div>
      ) : null}
    </li>
  );
}
