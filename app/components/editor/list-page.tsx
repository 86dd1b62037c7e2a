import { type QueryKey, type UseQueryResult, useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { QueryState } from "~/components/ui/query-state";
import { toast } from "~/components/ui/toast";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/**
 * A staff content list's page (insights, leaders, case studies): heading and intro (`list.*` of `ns`), the
 * add link (`add`: its language-neutral address and text) for those who may, anything `before` the list (a
 * filter), then the list: a status line while it is read, an alert when it cannot be, `list.empty` when
 * `isEmpty`, else `children`.
 */
export function ListPage<T>({
  ns,
  add,
  before,
  query,
  isEmpty,
  children,
}: {
  ns: string;
  add: { to: string; label: string } | null;
  before?: ReactNode;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  const href = useGetHref();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">{t("list.heading")}</h1>
          <p className="mt-2 text-muted">{t("list.intro")}</p>
        </div>
        {add ? (
          <Link to={href(add.to)} className={buttonClass("primary", "md")}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {add.label}
          </Link>
        ) : null}
      </div>
      {before}
      <div className="mt-6">
        <QueryState query={query} loading={t("list.loading")} error={t("list.failed")}>
          {(data) =>
            isEmpty(data) ? (
              <p className="rounded-xl bg-surface p-6 text-muted">{t("list.empty")}</p>
            ) : (
              children(data)
            )
          }
        </QueryState>
      </div>
    </div>
  );
}

type Direction = "up" | "down";

/**
 * Moving a record of an ordered list one place up or down: the server answers with the list in its new
 * order, which replaces `listKey`'s in the cache, and `list.moved` of `ns` is said (a refusal, its message).
 */
export function useMoveRecord<Answer>({
  ns,
  listKey,
  move,
}: {
  ns: string;
  listKey: QueryKey;
  move: (key: string, direction: Direction) => Promise<Answer>;
}) {
  const { t } = useTranslation(ns);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: { key: string; direction: Direction }) => move(args.key, args.direction),
    onSuccess: (answer) => {
      client.setQueryData(listKey, answer);
      toast.success(t("list.moved"));
    },
    onError: (error) => toast.error(error.message),
  });
}

/**
 * A row's Move up and Move down buttons (not past the list's ends, none while `busy`). With `named`, each
 * shows its arrow alone and is named by its label; otherwise it shows the label, and `describedBy` (the
 * row's title) says which record it moves.
 */
export function MoveButtons({
  labels,
  named = false,
  describedBy,
  first,
  last,
  busy,
  onMove,
}: {
  labels: Record<Direction, string>;
  named?: boolean;
  describedBy?: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: Direction) => void;
}) {
  const buttons = [
    { direction: "up", Icon: ArrowUp, off: first },
    { direction: "down", Icon: ArrowDown, off: last },
  ] as const;
  return buttons.map(({ direction, Icon, off }) => (
    <Button
      key={direction}
      type="button"
      variant="ghost"
      size="sm"
      disabled={off || busy}
      aria-label={named ? labels[direction] : undefined}
      aria-describedby={describedBy}
      onClick={() => onMove(direction)}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {named ? null : labels[direction]}
    </Button>
  ));
}
