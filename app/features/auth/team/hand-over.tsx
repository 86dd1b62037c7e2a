import { type FormEvent, useState } from "react";
import type { TeamMember } from "#core/domain/team";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { reassignWork, undoReassign } from "./team-api";
import { useTeamAction } from "./use-team-action";

/** A departing person's follow-ups (and deals) go to someone else in one step, with Undo. */
export function HandOver({ members }: { members: TeamMember[] }) {
  const { t } = useTranslation("team");
  const lang = useLang();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [error, setError] = useState<string | undefined>();
  const undo = useTeamAction(
    (id: number) => undoReassign(lang, id),
    (result) => t("team.undone", countsOf(result.counts)),
  );
  const move = useTeamAction(
    (pair: { from: string; to: string }) => reassignWork(lang, pair.from, pair.to),
    (result, pair) => {
      toast.success(t("team.handedOver", { ...pair, ...countsOf(result.counts) }), {
        duration: 10_000,
        action: { label: t("team.undo"), onClick: () => undo.mutate(result.id) },
      });
      return null;
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setError(t("errors.memberRequired"));
    if (from === to) return setError(t("errors.sameMember"));
    setError(undefined);
    move.mutate({ from, to });
  };
  const options = (list: TeamMember[]) => [
    <option key="" value="">
      {t("team.choose")}
    </option>,
    ...list.map((m) => (
      <option key={m.username} value={m.username}>
        {m.username}
      </option>
    )),
  ];

  return (
    <Panel title={t("team.handOver")}>
      <p className="mt-1 text-sm text-muted">{t("team.handOverHint")}</p>
      <form noValidate onSubmit={submit} className="mt-3 grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]">
        <Field id="handover-from" label={t("team.from")} error={error}>
          {(control) => (
            <Select {...control} value={from} onChange={(event) => setFrom(event.target.value)}>
              {options(members)}
            </Select>
          )}
        </Field>
        <Field id="handover-to" label={t("team.to")}>
          {(control) => (
            <Select {...control} value={to} onChange={(event) => setTo(event.target.value)}>
              {options(members.filter((m) => m.active))}
            </Select>
          )}
        </Field>
        <Button type="submit" className="sm:mt-7" disabled={move.isPending}>
          {t("team.handOverButton")}
        </Button>
      </form>
    </Panel>
  );
}

/** The moved work's numbers for the message: deals, and follow-ups of companies and deals together. */
function countsOf(counts: Record<string, number>) {
  return {
    deals: counts.deals ?? 0,
    followUps: (counts.followUps ?? 0) + (counts.dealFollowUps ?? 0),
  };
}
