import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { InviteInput } from "#core/domain/team";
import { INVITATION_LIFETIME_MS } from "#core/domain/team";
import type { Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import { getHref } from "#core/lib/paths";
import type { Db } from "../../db/client";
import { outbox, staffInvitations, staffUsers } from "../../db/schema";
import { AppError } from "../../http/errors";
import { wakeOutbox } from "../../mail/wake";
import type { AccountContext } from "../account-context";
import { addStaffUser } from "../add-staff-user";
import { recordAudit } from "../audit";
import { enrollSecondFactor } from "../second-factor";
import { readTeamSettings } from "./access";

const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** The page an invitation's link opens, in the invitee's language. */
export function invitationUrl(publicUrl: string, lang: Lang, token: string): string {
  return new URL(getHref(`/crm/join/${token}`, lang), publicUrl).toString();
}

function invitationEmail(lang: Lang, input: { link: string; invitedBy: string; expiresAt: Date }) {
  const t = serverT(lang, "team");
  return {
    subject: t("mail.subject"),
    text: [t("mail.text", { invitedBy: input.invitedBy }), "", input.link, "", t("mail.validity"), ""].join(
      "\n",
    ),
  };
}

/**
 * Invites someone by e-mail: a single-use link valid 72 hours, sent through the outbox in the
 * invitee's language. An address already on the team is refused; a new invitation to an address
 * withdraws the one before it.
 */
export async function inviteMember(
  ctx: AccountContext & { publicUrl: string },
  input: InviteInput,
): Promise<{ email: string; expiresAt: string }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(ctx.now.getTime() + INVITATION_LIFETIME_MS);
  await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, input.email));
    if (taken) {
      throw new AppError(409, "conflict", ctx.t("team:errors.emailTaken", { email: input.email }), {
        fields: { email: ctx.t("team:errors.emailTaken", { email: input.email }) },
      });
    }
    await tx
      .update(staffInvitations)
      .set({ usedAt: ctx.now })
      .where(and(eq(staffInvitations.email, input.email), isNull(staffInvitations.usedAt)));
    await tx.insert(staffInvitations).values({
      tokenHash: hashToken(token),
      email: input.email,
      role: input.role,
      lang: input.language,
      invitedBy: ctx.actor,
      createdAt: ctx.now,
      expiresAt,
    });
    const mail = invitationEmail(input.language, {
      link: invitationUrl(ctx.publicUrl, input.language, token),
      invitedBy: ctx.actor,
      expiresAt,
    });
    await tx.insert(outbox).values({
      kind: "staff_invitation",
      to: input.email,
      subject: mail.subject,
      text: mail.text,
      nextAttemptAt: ctx.now,
      createdAt: ctx.now,
    });
    await recordAudit(tx, {
      at: ctx.now,
      action: "staff.invited",
      actor: ctx.actor,
      entity: "staff_invitation",
      entityId: input.email,
      details: { role: input.role, language: input.language },
    });
  });
  wakeOutbox();
  return { email: input.email, expiresAt: expiresAt.toISOString() };
}

/** The open invitation behind a link, or a translated 404 (unknown) / 410 (used, expired). */
async function openInvitation(db: Db, ctx: Pick<AccountContext, "t" | "now">, token: string, lock = false) {
  const query = db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashToken(token)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError(404, "invitation_invalid", ctx.t("team:errors.invitationInvalid"));
  if (row.usedAt) throw new AppError(410, "invitation_used", ctx.t("team:errors.invitationUsed"));
  if (row.expiresAt.getTime() <= ctx.now.getTime()) {
    throw new AppError(410, "invitation_expired", ctx.t("team:errors.invitationExpired"));
  }
  return row;
}

/** What the join page shows before the invitee chooses a username and password. */
export async function readInvitation(db: Db, ctx: Pick<AccountContext, "t" | "now">, token: string) {
  const row = await openInvitation(db, ctx, token);
  const { mfaRequired } = await readTeamSettings(db);
  return { email: row.email, role: row.role, language: row.lang, mfaRequired };
}

/**
 * Uses an invitation: the account is made (username and password of the invitee's choosing, the
 * invitation's role and language) and the link stops working, in one transaction. When the team
 * requires a second factor, the account gets one here and the answer carries it, shown once.
 */
export async function acceptInvitation(
  ctx: AccountContext,
  token: string,
  input: { username: string; password: string },
) {
  return ctx.db.transaction(async (tx) => {
    const row = await openInvitation(tx, ctx, token, true);
    await tx.update(staffInvitations).set({ usedAt: ctx.now }).where(eq(staffInvitations.id, row.id));
    const inner = { ...ctx, db: tx, actor: input.username.trim().toLowerCase() };
    const role = row.role === "admin" || row.role === "viewer" ? row.role : "sales";
    const account = await addStaffUser(inner, { ...input, role, email: row.email, lang: row.lang });
    const { mfaRequired } = await readTeamSettings(tx);
    const secondFactor = mfaRequired ? await enrollSecondFactor(inner, { username: account.username }) : null;
    return {
      username: account.username,
      secondFactor: secondFactor && { uri: secondFactor.uri, recoveryCodes: secondFactor.recoveryCodes },
    };
  });
}
