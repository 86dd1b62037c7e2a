import { type QueryKey, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Lang } from "#core/i18n/languages";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/** A section of the company modal listing the company's contacts or projects, with its three states. */
export function DetailList<T extends { id: number }>(props: {
  id: string;
  title: string;
  empty: string;
  queryKey: QueryKey;
  fetch: (lang: Lang, signal: AbortSignal) => Promise<{ items: T[] }>;
  renderItem: (item: T) => ReactNode;
  /** Shown under the heading: the "Add ..." button and its form. */
  add?: ReactNode;
}) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const query = useQuery({ queryKey: props.queryKey, queryFn: ({ signal }) => props.fetch(lang, signal) });
  return (
    <section aria-labelledby={props.id} className="space-y-3">
      <h3 id={props.id} className="text-lg font-bold text-navy-900">
        {props.title}
      </h3>
      {props.add}
      {query.isPending ? (
        <p className="text-sm text-muted">{t("modal.loadingDetails")}</p>
      ) : query.isError ? (
        <p className="text-sm text-destructive">{t("modal.detailsError")}</p>
      ) : query.data.items.length === 0 ? (
        <p className="text-sm text-muted">{props.empty}</p>
      ) : (
        <ul className="space-y-2">{query.data.items.map(props.renderItem)}</ul>
      )}
    </section>
  );
}
