import type { StaffUserSummary } from "../list-staff-users";

/** What the staff command can do, wherever the database is: directly or through the running server. */
export interface StaffOperations {
  /** One line saying how the database is reached (printed before the result). */
  route: string;
  list(): Promise<StaffUserSummary[]>;
  add(username: string, password: string): Promise<{ username: string }>;
  setActive(
    username: string,
    active: boolean,
  ): Promise<{ username: string; changed: boolean; endedSessions: number }>;
  changePassword(username: string, password: string): Promise<{ username: string; endedSessions: number }>;
  close(): Promise<void>;
}

/** A refusal or failure to show to the person at the terminal (no stack trace). */
export class CommandError extends Error {}
