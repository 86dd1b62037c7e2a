import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { setUpSecondFactor } from "./auth-api";
import { SecondFactorCodes } from "./second-factor-codes";

/**
 * What a signed-in account sees while the team requires a second factor it does not have: only its
 * setup (or signing out). Once set up, its sessions have ended: it signs in again with the app's code.
 */
export function SecondFactorSetup(props: {
  onSetUp: () => void;
  onSignIn: () => void;
  signOut: () => void;
  signingOut: boolean;
}) {
  const { t } = useTranslation("staff");
  const lang = useLang();
  const setup = useMutation({ mutationFn: () => setUpSecondFactor(lang), onSuccess: props.onSetUp });
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (setup.data) done.current?.focus();
  }, [setup.data]);

  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold text-navy-900">{t("secondFactorSetup.title")}</h1>
      {setup.data ? (
        <>
          <p ref={done} tabIndex={-1} role="status" className="text-lg text-ink">
            {t("secondFactorSetup.done")}
          </p>
          <SecondFactorCodes uri={setup.data.uri} recoveryCodes={setup.data.recoveryCodes} />
          <Button onClick={props.onSignIn}>{t("secondFactorSetup.signIn")}</Button>
        </>
      ) : (
        <>
          <p className="text-lg text-ink">{t("secondFactorSetup.intro")}</p>
          {setup.isError ? (
            <p role="alert" className="text-destructive">
              {setup.error.message || t("secondFactorSetup.failed")}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => setup.mutate()} disabled={setup.isPending}>
              {setup.isPending ? t("secondFactorSetup.starting") : t("secondFactorSetup.start")}
            </Button>
            <Button variant="outline" onClick={props.signOut} disabled={props.signingOut}>
              {t("logout.button")}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
