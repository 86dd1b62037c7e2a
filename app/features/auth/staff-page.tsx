import { QueryClientProvider, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import { type Role, roleAllows } from "#core/domain/roles";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { StaffSessionContext } from "~/hooks/use-staff-session";
import { useTranslation } from "~/i18n/react";
import { fetchSession, logOut, SESSION_QUERY_KEY } from "./auth-api";
import { LoginGate } from "./login-gate";
import { SecondFactorSetup } from "./second-factor-setup";
import { StaffBar } from "./staff-bar";
import { createStaffQueryClient, signOutLocally } from "./staff-query-client";
import { UnsavedGuard } from "./unsaved-guard";
import { useSessionKeeper } from "./use-session-keeper";

/**
 * The frame of every staff page (/crm, /crm-add, /catalog, /crm/messages): 'Loading...' while the session
 * is checked with the server, the login gate without one, and with one the staff bar and the page.
 * Staff data never reaches the HTML: the children fetch it from /api/crm/* after login, through the
 * QueryClient provided here (one per mounted page). The route's loader must include the "staff" namespace.
 */
export function StaffPage({ children }: { children: ReactNode }) {
  const [client] = useState(createStaffQueryClient);
  return (
    <QueryClientProvider client={client}>
      <SessionSwitch>{children}</SessionSwitch>
    </QueryClientProvider>
  );
}

function SessionSwitch({ children }: { children: ReactNode }) {
  const { t } = useTranslation("staff");
  const lang = useLang();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(lang, signal),
    staleTime: 60_000,
    refetchOnWindowFocus: "always",
  });
  const session = query.data?.session ?? null;
  const lastRole = useRef<Role>("viewer");
  const { refetch } = query;
  // Warns before the end, asks for the password in place after it (the page and its drafts stay).
  const keeper = useSessionKeeper(session, refetch);
  // Sign out: the staff bar's button and the command palette (through useStaffSession) alike.
  const client = useQueryClient();
  const logout = useMutation({
    mutationFn: () => logOut(lang),
    onSuccess: () => {
      signOutLocally(client);
      toast.success(t("logout.done"));
    },
    onError: () => toast.error(t("login.unavailable")),
  });
  // The setup of a required second factor; its codes stay on screen after it has ended the session.
  const [showingCodes, setShowingCodes] = useState(false);

  if (query.isPending) {
    return (
      <p role="status" className="mx-auto max-w-md px-4 py-24 text-center text-lg text-muted">
        {t("gate.loading")}
      </p>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
        <p className="text-lg text-ink">{t("login.unavailable")}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          {t("gate.retry")}
        </Button>
      </div>
    );
  }
  if (session?.mustSetUpSecondFactor || showingCodes) {
    return (
      <SecondFactorSetup
        onSetUp={() => setShowingCodes(true)}
        onSignIn={() => {
          setShowingCodes(false);
          signOutLocally(client);
        }}
        signOut={() => logout.mutate()}
        signingOut={logout.isPending}
      />
    );
  }
  const username = session?.username ?? keeper.endedFor;
  if (!username) return <LoginGate />;
  // While the password is asked again in place, the page keeps the role it had.
  const role = session?.role ?? lastRole.current;
  lastRole.current = role;
  return (
    <StaffSessionContext.Provider
      value={{
        username,
        role,
        can: (needed) => roleAllows(role, needed),
        signOut: () => logout.mutate(),
        signingOut: logout.isPending,
      }}
    >
      <StaffBar />
      {children}
      {keeper.dialog}
      <UnsavedGuard />
    </StaffSessionContext.Provider>
  );
}
