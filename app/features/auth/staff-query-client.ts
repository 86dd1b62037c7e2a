import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import type { SessionAnswer } from "#core/domain/auth";
import { ApiError } from "~/lib/api-client";
import { SESSION_QUERY_KEY } from "./auth-api";

/** Set by a deliberate logout: the login gate follows, not the "sign in again" question. */
export const SIGNED_OUT_KEY = ["auth", "signed-out"] as const;

/** Forgets every staff answer held in memory, keeping only the (now empty) session. */
export function signOutLocally(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  client.setQueryData(SIGNED_OUT_KEY, true);
  client.setQueryData<SessionAnswer>(SESSION_QUERY_KEY, { session: null });
}

/**
 * The QueryClient of one staff page. Any staff call answered 401 (the session expired, was ended by a
 * logout elsewhere, a disabled account or a password change) marks the session ended: the page stays,
 * with what was typed, under the "sign in again" question (StaffPage, ReauthDialog).
 */
export function createStaffQueryClient(): QueryClient {
  const handle = (error: unknown) => {
    // The team came to require a second factor this account lacks: the session now says so (StaffPage).
    if (error instanceof ApiError && error.code === "second_factor_setup_required") {
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
    if (!(error instanceof ApiError) || error.status !== 401) return;
    const current = client.getQueryData<SessionAnswer>(SESSION_QUERY_KEY);
    if (!current?.session) return;
    client.setQueryData<SessionAnswer>(SESSION_QUERY_KEY, { session: null });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
    },
  });
  return client;
}
