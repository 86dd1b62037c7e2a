import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { INSIGHT_STATES, type InsightListItem, type InsightState, insightState } from "#core/domain/insights";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { formatDateTime } from "#core/lib/format";
import { ListPage } from "~/components/editor/list-page";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { UserText } from "~/components/ui/user-text";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useTranslation } from "~/i18n/react";
import { EDITOR_LANGS } from "./draft";
import { fetchInsights, insightKeys } from "./editor-api";

const STATE_STYLE: Record<InsightState | "none", string> = {
  draft: "bg-slate-100 text-ink",
  published: "bg-emerald-50 text-emerald-800",
  scheduled: "bg-amber-50 text-amber-900",
  none: "bg-white text-muted border border-slate-200",
};

/** /crm/insights: every insight with each language's state, filtered by state; New insight for writers. */
export function InsightsList() {
  const { t } = useTranslation("insights");
  const lang = useLang();
  const { can } = useStaffSession();
  const [status, setStatus] = useState<InsightState | "">("");
  const query = useQuery({
    queryKey: insightKeys.list(status),
    queryFn: ({ signal }) => fetchInsights(lang, status, signal),
  });
  return (
    <ListPage
      ns="insights"
      add={can("sales") ? { to: "/crm/insights/new", label: t("list.new") } : null}
      before={
        <div className="mt-6 max-w-xs space-y-1.5">
          <Label htmlFor="insight-filter">{t("list.filter")}</Label>
          <Select
            id="insight-filter"
            value={status}
            onChange={(e) => setStatus(e.target.value as InsightState | "")}
          >
            <option value="">{t("list.all")}</option>
            {INSIGHT_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`state.${state}`)}
              </option>
            ))}
          </Select>
        </div>
      }
      query={query}
      isEmpty={(data) => data.items.length === 0}
    >
      {({ items }) => (
        <ul className="space-y-3">
          {items.map((item) => (
            <Row key={item.id} item={item} />
          ))}
        </ul>
      )}
    </ListPage>
  );
}

function Row({ item }: { item: InsightListItem }) {
  const { t } = useTranslation("insights");
  const lang = useLang();
  const href = useGetHref();
  const now = new Date();
  const title = item.texts[lang]?.title || EDITOR_LANGS.map((l) => item.texts[l]?.title).find(Boolean);
  const titleLang = item.texts[lang]?.title ? lang : EDITOR_LANGS.find((l) => item.texts[l]?.title);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-bold text-navy-900">
        <Link to={href(`/crm/insights/${item.id}`)} className="hover:text-primary hover:underline">
          {title ? (
            <span lang={titleLang ? LANGUAGE_INFO[titleLang].htmlLang : undefined}>
              <UserText>{title}</UserText>
            </span>
          ) : (
            t("list.untitled", { id: item.id })
          )}
        </Link>
      </h2>
      <ul aria-label={t("list.languagesColumn")} className="mt-2 flex flex-wrap gap-2">
        {EDITOR_LANGS.map((l) => {
          const text = item.texts[l];
          const state = text ? insightState(text, now) : "none";
          return (
            <li key={l} className={`rounded-full px-3 py-1 text-sm ${STATE_STYLE[state]}`}>
              {t(`languages.${l}`)}: {t(`state.${state}`)}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-sm text-muted">
        {t("list.updated")}: {formatDateTime(item.updatedAt, lang)}
      </p>
    </li>
  );
}
