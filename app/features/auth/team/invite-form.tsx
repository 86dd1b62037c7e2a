import { type FormEvent, useState } from "react";
import { type InviteInput, inviteSchema } from "#core/domain/team";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Panel } from "~/components/ui/panel";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { LanguageField, RoleField } from "./choice-field";
import { inviteMember } from "./team-api";
import { useTeamAction } from "./use-team-action";

/** Invite by e-mail: the role and the language of the invitation (and of the account). */
export function InviteForm() {
  const { t } = useTranslation("team");
  const lang = useLang();
  const [input, setInput] = useState<InviteInput>({ email: "", role: "sales", language: lang });
  const [error, setError] = useState<string | undefined>();
  const invite = useTeamAction(
    (value: InviteInput) => inviteMember(lang, value),
    (result) => {
      setInput((current) => ({ ...current, email: "" }));
      return t("team.invited", { email: result.email });
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteSchema.safeParse(input);
    if (!parsed.success) return setError(t(parsed.error.issues[0]?.message ?? "team:errors.emailInvalid"));
    setError(undefined);
    invite.mutate(parsed.data, {
      onError: (failure) => setError(failure instanceof ApiError ? failure.fields?.email : undefined),
    });
  };

  return (
    <Panel title={t("team.invite")}>
      <form
        noValidate
        onSubmit={submit}
        className="mt-3 grid items-start gap-4 sm:grid-cols-[2fr_1fr_1fr_auto]"
      >
        <Field id="invite-email" label={t("team.email")} required error={error}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={input.email}
              onChange={(event) => setInput({ ...input, email: event.target.value })}
            />
          )}
        </Field>
        <RoleField id="invite-role" value={input.role} onChange={(role) => setInput({ ...input, role })} />
        <LanguageField
          id="invite-lang"
          value={input.language}
          onChange={(language) => setInput({ ...input, language })}
        />
        <Button type="submit" className="sm:mt-7" disabled={invite.isPending}>
          {invite.isPending ? t("team.sending") : t("team.send")}
        </Button>
      </form>
    </Panel>
  );
}
