/**
 * Every action the server writes in the audit log (server/auth/audit.ts, server/crm/audit.ts and the
 * route rules' exports), each with a label in the team namespace (`audit.actions.*`). An action not
 * listed here (an older one) is shown as its code. audit-actions.test.ts checks both ways.
 */
const RECORD_ACTIONS = [
  "create",
  "update",
  "delete",
  "restore",
  "purge",
  "import.create",
  "import.update",
  "import.undo",
];

export const AUDIT_ACTIONS: readonly string[] = [
  "login",
  "login.failed",
  "login.locked",
  "login.recovery_code_used",
  "logout",
  "staff.added",
  "staff.invited",
  "staff.updated",
  "staff.enabled",
  "staff.disabled",
  "staff.password_changed",
  "staff.mfa_enrolled",
  "staff.mfa_reset",
  "staff.session_ended",
  "team.settings",
  "team.reassign",
  "team.reassign.undo",
  ...["company", "contact", "project"].flatMap((entity) =>
    RECORD_ACTIONS.map((action) => `${entity}.${action}`),
  ),
  "company.merge",
  "company.unmerge",
  "activity.create",
  "activity.update",
  "activity.delete",
  "message.lead",
  "pipeline.settings",
  "pipeline.rates",
  "industry_cue.accept",
  "industry_cue.revert",
  "export.crm",
  "export.audit",
  "export.newsletter",
  "case.created",
  "case.updated",
  "case.moved",
  "case.deleted",
  "leader.created",
  "leader.updated",
  "leader.deleted",
  "leader.moved",
];

/** The translation key (team namespace) of an audit action's label; translate with the code as default. */
export function auditActionKey(action: string): string {
  return `audit.actions.${action.replaceAll(".", "_")}`;
}
