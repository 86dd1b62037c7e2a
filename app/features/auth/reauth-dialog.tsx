import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "~/components/ui/dialog";
import type { SessionAnswer } from "~/domain/auth";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { logIn } from "./auth-api";

/**
 * Over the page when its session has ended (expired, or a save met a 401): the password of the same
 * person, and the page stays as it was underneath (forms keep what was typed; the waiting save is
 * sent again once signed in). Sign out leaves for the login gate instead.
 */
export function ReauthDialog({
  username,
  onSignedIn,
  onSignOut,
}: {
  username: string;
  onSignedIn: (answer: SessionAnswer) => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation("staff");
  const lang = useLang();
  const id = useId();
  const [password, setPassword] = useState("");
  const [failed, setFailed] = useState(false);
  const login = useMutation({
    mutationFn: () => logIn(lang, { username, password }),
    onSuccess: (answer) => {
      setPassword("");
      onSignedIn(answer);
    },
    onError: () => {
      setPassword("");
      setFailed(true);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) login.mutate();
  };
  return (
    <AlertDialog open>
      <AlertDialogContent>
        <AlertDialogTitle>{t("reauth.title")}</AlertDialogTitle>
        <AlertDialogDescription>{t("reauth.description", { username })}</AlertDialogDescription>
        <form onSubmit={submit} className="space-y-3">
          <label htmlFor={`${id}-password`} className="block text-sm font-semibold text-ink">
            {t("gate.password")}
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            // biome-ignore lint/a11y/noAutofocus: the dialog exists to ask for this one field
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={failed || undefined}
            aria-describedby={failed ? `${id}-error` : undefined}
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink shadow-sm focus:border-primary focus:outline-none focus-visible:outline-3 focus-visible:outline-gold aria-invalid:border-destructive"
          />
          {failed ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {t("reauth.failed")}
            </p>
          ) : null}
          <AlertDialogFooter>
            <Button type="button" variant="ghost" onClick={onSignOut} disabled={login.isPending}>
              {t("reauth.signOut")}
            </Button>
            <Button type="submit" disabled={login.isPending || !password}>
              {login.isPending ? t("reauth.continuing") : t("reauth.continue")}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
