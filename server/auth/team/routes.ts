import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  acceptInvitationSchema,
  auditQuerySchema,
  inviteSchema,
  reassignSchema,
  teamSettingsSchema,
  updateMemberSchema,
} from "#core/domain/team";
import type { AppEnv } from "../../http/context";
import { jsonInput, queryInput } from "../../http/input";
import type { AccountContext } from "../account-context";
import { readSessionToken } from "../session-cookie";
import { hashSessionToken } from "../sessions";
import { endMemberSession, readTeamSettings, resetSecondFactor, saveTeamSettings } from "./access";
import { acceptInvitation, inviteMember, readInvitation } from "./invitations";
import { auditCsv, listAudit } from "./list-audit";
import { listTeam } from "./list-team";
import { setMemberActive, updateMember } from "./members";
import { reassignWork, undoReassign } from "./reassign-work";

const ctxOf = (c: Context<AppEnv>): AccountContext => ({
  db: c.var.db,
  now: c.var.now(),
  t: c.var.t,
  actor: c.var.staff?.username ?? "unknown",
});
const empty = jsonInput(z.object({}));

/** The Team page's API (admins only: server/auth/route-roles.ts), under /api/crm/team. */
export function teamRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const token = readSessionToken(c);
      const members = await listTeam(c.var.db, c.var.now(), token ? hashSessionToken(token) : undefined);
      return c.json({ members, settings: await readTeamSettings(c.var.db) });
    })
    .put("/settings", jsonInput(teamSettingsSchema), async (c) =>
      c.json({ settings: await saveTeamSettings(ctxOf(c), c.req.valid("json")) }),
    )
    .post("/invitations", jsonInput(inviteSchema), async (c) =>
      c.json(await inviteMember({ ...ctxOf(c), publicUrl: c.var.env.PUBLIC_URL }, c.req.valid("json")), 201),
    )
    .post("/reassign", jsonInput(reassignSchema), async (c) =>
      c.json(await reassignWork(ctxOf(c), c.req.valid("json"))),
    )
    .post("/reassign/:id{[0-9]+}/undo", empty, async (c) =>
      c.json(await undoReassign(ctxOf(c), Number(c.req.param("id")))),
    )
    .patch("/members/:username", jsonInput(updateMemberSchema), async (c) =>
      c.json(await updateMember(ctxOf(c), c.req.param("username"), c.req.valid("json"))),
    )
    .post("/members/:username/disable", empty, async (c) =>
      c.json(await setMemberActive(ctxOf(c), c.req.param("username"), false)),
    )
    .post("/members/:username/enable", empty, async (c) =>
      c.json(await setMemberActive(ctxOf(c), c.req.param("username"), true)),
    )
    .post("/members/:username/reset-second-factor", empty, async (c) =>
      c.json(await resetSecondFactor(ctxOf(c), c.req.param("username"))),
    )
    .delete("/members/:username/sessions/:session{[0-9a-f]{64}}", async (c) =>
      c.json(await endMemberSession(ctxOf(c), c.req.param("username"), c.req.param("session"))),
    );
}

/** The Audit page's API (admins only), under /api/crm/audit. */
export function auditRoutes() {
  return new Hono<AppEnv>()
    .get("/", queryInput(auditQuerySchema), async (c) =>
      c.json(await listAudit(c.var.db, c.req.valid("query"))),
    )
    .get("/audit.csv", queryInput(auditQuerySchema), async (c) => {
      const csv = await auditCsv(c.var.db, c.req.valid("query"), c.var.t);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", 'attachment; filename="audit.csv"');
      return c.body(`\uFEFF${csv}`);
    });
}

/** The invitation link's page calls these, signed out, under /api/auth/invitations. */
export function invitationRoutes() {
  return new Hono<AppEnv>()
    .get("/:token{[A-Za-z0-9_-]{43}}", async (c) =>
      c.json({ invitation: await readInvitation(c.var.db, ctxOf(c), c.req.param("token")) }),
    )
    .post("/:token{[A-Za-z0-9_-]{43}}", jsonInput(acceptInvitationSchema), async (c) =>
      c.json(await acceptInvitation(ctxOf(c), c.req.param("token"), c.req.valid("json")), 201),
    );
}
