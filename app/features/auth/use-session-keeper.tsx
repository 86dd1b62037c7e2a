import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { SESSION_WARNING_MS, type SessionAnswer, type StaffSession } from "#core/domain/auth";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { replaysAnswered, setReauthHandler } from "~/lib/reauth";
import { logOut, SESSION_QUERY_KEY } from "./auth-api";
import { ReauthDialog } from "./reauth-dialog";
import { SIGNED_OUT_KEY, signOutLocally } from "./staff-query-client";

const MAX_TIMER = 2 ** 31 - 1;

/**
 * Keeps a staff page's work safe across the end of its session:
 * - five minutes before the end, a toast says when, with "Stay signed in" (any request renews it);
 * - at the end (or when a call meets 401), the page stays and a dialog asks for the password;
 * - a save that met the ended session waits for that dialog and is then sent again (lib/reauth.ts).
 * A deliberate logout still leads to the login gate.
 */
export function useSessionKeeper(
  session: StaffSession | null,
  refetch: () => Promise<unknown>,
): { endedFor: string | null; dialog: ReactNode } {
  const { t } = useTranslation("staff");
  const lang = useLang();
  const client = useQueryClient();
  const lastUser = useRef<string | null>(null);
  const [endedFor, setEndedFor] = useState<string | null>(null);
  const [asking, setAsking] = useState<((signedIn: boolean) => void) | null>(null);

  // Who was signed in; an ended session (not a logout) keeps the page for them.
  useEffect(() => {
    if (session) {
      client.removeQueries({ queryKey: SIGNED_OUT_KEY });
      lastUser.current = session.username;
      setEndedFor(null);
      return;
    }
    if (client.getQueryData(SIGNED_OUT_KEY)) {
      client.removeQueries({ queryKey: SIGNED_OUT_KEY });
      lastUser.current = null;
      return;
    }
    if (lastUser.current) setEndedFor(lastUser.current);
  }, [session, client]);

  // The warning before the end, and a check at the end.
  useEffect(() => {
    if (!session) return;
    const end = new Date(session.expiresAt).getTime();
    const time = new Intl.DateTimeFormat(LANGUAGE_INFO[lang].intl, { timeStyle: "short" }).format(end);
    const warnIn = end - SESSION_WARNING_MS - Date.now();
    const warn = setTimeout(
      () =>
        toast.warning(t("expiry.warning", { time }), {
          id: "session-expiry",
          duration: SESSION_WARNING_MS,
          action: { label: t("expiry.stay"), onClick: () => void refetch() },
        }),
      Math.min(Math.max(warnIn, 0), MAX_TIMER),
    );
    const check = setTimeout(
      () => void refetch(),
      Math.min(Math.max(end - Date.now() + 1000, 1000), MAX_TIMER),
    );
    return () => {
      clearTimeout(warn);
      clearTimeout(check);
    };
  }, [session, refetch, lang, t]);

  // Saves that meet a 401 wait here for the password.
  useEffect(() => {
    setReauthHandler(
      () =>
        new Promise<boolean>((resolve) => {
          if (lastUser.current) setEndedFor(lastUser.current);
          setAsking(() => resolve);
        }),
    );
    return () => setReauthHandler(undefined);
  }, []);

  const username = endedFor;
  const dialog = username ? (
    <ReauthDialog
      username={username}
      onSignedIn={(answer: SessionAnswer) => {
        client.setQueryData<SessionAnswer>(SESSION_QUERY_KEY, answer);
        setEndedFor(null);
        asking?.(true);
        setAsking(null);
        // What the page shows is fetched again once the saves sent again are answered, not alongside them.
        void replaysAnswered().then(() =>
          client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] }),
        );
      }}
      onSignOut={() => {
        lastUser.current = null;
        asking?.(false);
        setAsking(null);
        setEndedFor(null);
        void logOut(lang).catch(() => {});
        signOutLocally(client);
      }}
    />
  ) : null;
  return { endedFor, dialog };
}
