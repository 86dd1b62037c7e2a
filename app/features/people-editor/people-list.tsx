import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { LeaderView } from "#core/domain/leaders";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { Button, buttonClass } from "~/components/ui/button";
import { Monogram } from "~/components/ui/monogram";
import { toast } from "~/components/ui/toast";
import { UserText } from "~/components/ui/user-text";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useTranslation } from "~/i18n/react";
import { DeleteLeader } from "./delete-leader";
import { fetchLeaders, leaderKeys, moveLeader } from "./people-api";

/** /crm/people: the leaders in the page's order; writers move them up or down, add, edit and delete them. */
export function PeopleList() {
  const { t } = useTranslation("people");
  const lang = useLang();
  const href = useGetHref();
  const { can } = useStaffSession();
  const query = useQuery({ queryKey: leaderKeys.all, queryFn: ({ signal }) => fetchLeaders(lang, signal) });
  const items = query.data ?? [];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">{t("list.heading")}</h1>
          <p className="mt-2 text-muted">{t("list.intro")}</p>
        </div>
        {can("sales") ? (
          <Link to={href("/crm/people/new")} className={buttonClass("primary", "md")}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t("list.add")}
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
          <ol className="space-y-3">
            {items.map((leader, index) => (
              <Row key={leader.key} leader={leader} first={index === 0} last={index === items.length - 1} />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

function Row({ leader, first, last }: { leader: LeaderView; first: boolean; last: boolean }) {
  const { t } = useTranslation("people");
  const lang = useLang();
  const href = useGetHref();
  const client = useQueryClient();
  const { can } = useStaffSession();
  const [moving, setMoving] = useState(false);
  const text = leader.texts[lang as Lang];
  const name = text.name;
  const move = async (direction: "up" | "down") => {
    setMoving(true);
    try {
      client.setQueryData(leaderKeys.all, await moveLeader(lang, leader.key, direction));
      toast.success(t("list.moved"));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t("list.failed"));
    } finally {
      setMoving(false);
    }
  };
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
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={first || moving}
            aria-label={t("list.moveUp", { name })}
            onClick={() => move("up")}
          >
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={last || moving}
            aria-label={t("list.moveDown", { name })}
            onClick={() => move("down")}
          >
            <ArrowDown aria-hidden="true" className="h-4 w-4" />
          </Button>
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
