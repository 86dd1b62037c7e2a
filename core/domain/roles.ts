/**
 * What a staff account may do, weakest first: a viewer reads; sales also changes companies, deals,
 * contacts, activities, messages and the catalogue; an admin also runs the team, rates and
 * probabilities, import, export and the trash's permanent deletion. The server enforces them for every
 * route (server/auth/route-roles.ts); the staff pages hide what a role cannot do.
 */
export const ROLES = ["viewer", "sales", "admin"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Whether an account of `role` may do what needs `needed`. */
export function roleAllows(role: Role | null | undefined, needed: Role): boolean {
  if (!role) return false;
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}
