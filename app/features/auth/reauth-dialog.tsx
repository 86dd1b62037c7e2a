import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { SessionAnswer } from "#core/domain/auth";
import { Button } from "~/components/ui/button";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "~/components/ui/dialog";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { logIn } from "./auth-api";

/**
 * Over the page when its session has ended (expired, or a save met a 401): the password of the same
 * person (and the code of the second factor when the account has one), and the page stays as it was underneath (forms keep what was typed; the waiting save is
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
  const [code, setCode] = useState("");
  /** The account has a second factor (the server asked for it): the code is asked for too. */
  const [askCode, setAskCode] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (askCode) codeInput.current?.focus();
  }, [askCode]);
  const login = useMutation({
    mutationFn: () => logIn(lang, { username, password, ...(askCode ? { code } : {}) }),
    onSuccess: (answer) => {
      setPassword("");
      setCode("");
      onSignedIn(answer);
    },
    onError: (error) => {
      setCode("");
      if (error instanceof ApiError && error.code.startsWith("second_factor_")) {
        // The password was right: keep it, and ask for (another) code.
        setFailed(error.code === "second_factor_invalid" ? t("login.codeInvalid") : null);
        if (askCode) codeInput.current?.focus();
        else setAskCode(true);
        return;
      }
      setPassword("");
      setAskCode(false);
      setFailed(t("reauth.failed"));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password && (!askCode || code.trim())) login.mutate();
  };
  const inputClass =
    "block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink shadow-sm focus:border-primary focus:outline-none focus-visible:outline-3 focus-visible:outline-gold aria-invalid:border-destructive";
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
            aria-invalid={(failed !== null && !askCode) || undefined}
            aria-describedby={failed && !askCode ? `${id}-error` : undefined}
            className={inputClass}
          />
          {askCode ? (
            <div className="space-y-1">
              <label htmlFor={`${id}-code`} className="block text-sm font-semibold text-ink">
                {t("gate.code")}
              </label>
              <input
                ref={codeInput}
                id={`${id}-code`}
                type="text"
                autoComplete="one-time-code"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                required
                value={code}
                onChange={(event) => setCode(event.target.value)}
                aria-invalid={failed !== null || undefined}
                aria-describedby={`${id}-code-hint${failed ? ` ${id}-error` : ""}`}
                className={inputClass}
              />
              <p id={`${id}-code-hint`} className="text-sm text-muted">
                {t("gate.codeHint")}
              </p>
            </div>
          ) : null}
          {failed ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {failed}
            </p>
          ) : null}
          <AlertDialogFooter>
            <Button type="button" variant="ghost" onClick={onSignOut} disabled={login.isPending}>
              {t("reauth.signOut")}
            </Button>
            <Button type="submit" disabled={login.isPending || !password || (askCode && !code.trim())}>
              {login.isPending ? t("reauth.continuing") : t("reauth.continue")}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
