import { QueryClientProvider, useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { acceptInvitationSchema } from "#core/domain/team";
import { Button, buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { SecondFactorCodes } from "../second-factor-codes";
import { createStaffQueryClient } from "../staff-query-client";
import { acceptInvitation, fetchInvitation, teamKeys } from "./team-api";

/** /crm/join/:token, signed out: the invitee chooses a username and password (and, when required, a second factor). */
export function JoinView({ token }: { token: string }) {
  const [client] = useState(createStaffQueryClient);
  return (
    <QueryClientProvider client={client}>
      <div className="mx-auto max-w-xl space-y-6 px-4 py-12">
        <JoinForm token={token} />
      </div>
    </QueryClientProvider>
  );
}

function JoinForm({ token }: { token: string }) {
  const { t } = useTranslation("team");
  const lang = useLang();
  const href = useGetHref();
  const [input, setInput] = useState({ username: "", password: "" });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const invitation = useQuery({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) => fetchInvitation(lang, token, signal),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => acceptInvitation(lang, token, input),
    onError: (error) =>
      setErrors(
        error instanceof ApiError && error.fields
          ? error.fields
          : { form: error instanceof Error ? error.message : t("errors.failed") },
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = acceptInvitationSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setErrors({ [String(issue?.path[0] ?? "form")]: t(issue?.message ?? "errors.failed") });
    }
    setErrors({});
    accept.mutate();
  };

  if (invitation.isPending)
    return (
      <p role="status" className="text-muted">
        {t("join.loading")}
      </p>
    );
  if (invitation.isError) {
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-bold text-navy-900">{t("join.title")}</h1>
        <p role="alert" className="text-destructive">
          {invitation.error.message}
        </p>
      </div>
    );
  }
  if (accept.data) {
    const factor = accept.data.secondFactor;
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-bold text-navy-900">{t("join.title")}</h1>
        <p role="status" className="text-lg text-ink">
          {t("join.done", { username: accept.data.username })}
        </p>
        {factor ? <SecondFactorCodes uri={factor.uri} recoveryCodes={factor.recoveryCodes} /> : null}
        <Link to={href("/crm")} className={buttonClass()}>
          {t("join.signIn")}
        </Link>
      </div>
    );
  }
  const { email, role } = invitation.data.invitation;
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold text-navy-900">{t("join.title")}</h1>
      <p className="text-ink">{t("join.invitedAs", { role: t(`roles.${role}`), email })}</p>
      <form
        noValidate
        onSubmit={submit}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      >
        <Field
          id="join-username"
          label={t("join.username")}
          hint={t("join.usernameHint")}
          required
          error={errors.username}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="username"
              dir="ltr"
              value={input.username}
              onChange={(event) => setInput({ ...input, username: event.target.value })}
            />
          )}
        </Field>
        <Field
          id="join-password"
          label={t("join.password")}
          hint={t("join.passwordHint")}
          required
          error={errors.password}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              dir="ltr"
              value={input.password}
              onChange={(event) => setInput({ ...input, password: event.target.value })}
            />
          )}
        </Field>
        {errors.form ? (
          <p role="alert" className="text-destructive">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" disabled={accept.isPending}>
          {accept.isPending ? t("join.submitting") : t("join.submit")}
        </Button>
      </form>
    </div>
  );
}
