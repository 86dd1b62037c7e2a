import { createContext, useContext } from "react";
import type { Role } from "#core/domain/roles";

/** The signed-in staff member, and what staff pages may do with the session. */
export interface StaffSessionValue {
  username: string;
  /** What the account may do; the staff pages hide what it may not (the server refuses it anyway). */
  role: Role;
  /** Whether the signed-in account's role is at least `needed`. */
  can: (needed: Role) => boolean;
  /** Signs out, as the staff bar's button does (the login gate follows, with a confirmation toast). */
  signOut: () => void;
  /** True while a sign-out is on its way to the server. */
  signingOut: boolean;
}

/**
 * Provided by the auth feature's StaffPage around a signed-in page; here, in a shared place, so that other
 * features (the CRM's command palette) can sign out without importing auth.
 */
export const StaffSessionContext = createContext<StaffSessionValue | undefined>(undefined);

/** The signed-in staff member; valid inside StaffPage's children only. */
export function useStaffSession(): StaffSessionValue {
  const value = useContext(StaffSessionContext);
  if (!value) throw new Error("useStaffSession must be used inside <StaffPage>");
  return value;
}
