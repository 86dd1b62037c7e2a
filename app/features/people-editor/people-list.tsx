import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import type { LeaderView } from "#core/domain/leaders";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { ListPage, MoveButtons, useMoveRecord } from "~/components/editor/list-page";
import { Monogram } from "~/components/ui/monogram";
import { UserText } from "~/components/ui/user-text";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useTranslation } from "~/i18n/react";
import { leadersQuery } from "~/lib/leaders";
import { DeleteLeader } from "./delete-leader";
import { leaderKeys, moveLeader } from "./people-api";

/** /crm/people: the leaders in the page's order; writers move them up or down, add, edit and delete them. */
export function PeopleList() {
  const { t } = useTranslation("people");
  const lang = useLang();
  const { can } = useStaffSession();
  const query = useQuery(leadersQuery(lang));
  const move = useMoveRecord({
    ns: "people",
    listKey: leaderKeys.all,
    move: (key, direction) => moveLeader(lang, key, direction),
  });
  return (
    <ListPage
      ns="people"
      add={can("sales") ? { to: "/crm/people/new", label: t("list.add") } : null}
      query={query}
      isEmpty={(items) => items.length === 0}
    >
      {(items) => (
        <ol className="space-y-3">
          {items.map((leader, index) => (
            <Row
              key={leader.key}
              leader={leader}
              first={index === 0}
              last={index === items.length - 1}
              busy={move.isPending && move.variables?.key === leader.key}
              onMove={(direction) => move.mutate({ key: leader.key, direction })}
            />
          ))}
        </ol>
      )}
    </ListPage>
  );
}

function Row({
  leader,
  first,
  last,
  busy,
  onMove,
}: {
  leader: LeaderView;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: "up" | "down") => void;
}) {
  const { t } = useTranslation("people");
  const lang = useLang();
  const href = useGetHref();
  const client = useQueryClient();
  const { can } = useStaffSession();
  const text = leader.texts[lang as Lang];
  const name = text.name;
  return (
    <li
      className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4"
      data-leader={leader.key}
    >
      <Monogram initials={text.initials} className="h-14 w-14 rounded-xl text-xl" />
      <div className="min-w-0 flex-1 basis-48">
        <h2 className="text-lg font-bold text-navy-900" lang={LANGUAGE_INFO[lang].htmlLang}>
          <Link to={href(`/crm/people/${leader.key}`)} className="hover:text-primary hover:underline">
            <UserText>{name}</UserText>
          </Link>
        </h2>
        <p className="text-sm text-muted">
          <UserText>{text.role}</UserText> ·{" "}
          {leader.photoImageId === null ? t("list.monogram") : t("list.photo")}
        </p>
      </div>
      {can("sales") ? (
        <div className="flex flex-wrap gap-2">
          <MoveButtons
            labels={{ up: t("list.moveUp", { name }), down: t("list.moveDown", { name }) }}
            named
            first={first}
            last={last}
            busy={busy}
            onMove={onMove}
          />
          <DeleteLeader
            leaderKey={leader.key}
            name={name}
            onDeleted={() => void client.invalidateQueries({ queryKey: leaderKeys.all })}
          />
        </div>
      ) : null}
    </li>
  );
}
