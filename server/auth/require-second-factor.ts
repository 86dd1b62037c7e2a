import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import { jsonInput } from "../http/input";
import { enrollSecondFactor } from "./second-factor";
import { clearSessionCookie } from "./session-cookie";

/** The one staff route open to an account that must set up its second factor (besides signing out). */
const SETUP_PATH = "/api/crm/second-factor";

/**
 * After requireStaff: when the team requires a second factor and the signed-in account has none, every
 * staff route answers 403 (translated) but its setup, until the account has one.
 */
export function requireSecondFactor(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.var.staff?.mustSetUpSecondFactor && c.req.path !== SETUP_PATH) {
      throw new AppError(403, "second_factor_setup_required", c.var.t("api.secondFactorSetupRequired"));
    }
    await next();
  };
}

/**
 * POST /api/crm/second-factor: an account the team requires a second factor of sets up its own (the
 * staff pages offer nothing else). Its sessions end, this one too: it signs in again with the code.
 * Answers the otpauth URI and the recovery codes, shown once. Anyone else: 409, nothing changed.
 */
export function secondFactorSetupRoutes() {
  return new Hono<AppEnv>().post("/", jsonInput(z.object({})), async (c) => {
    const staff = c.var.staff;
    if (!staff?.mustSetUpSecondFactor) {
      throw new AppError(409, "conflict", c.var.t("api.secondFactorNotRequired"));
    }
    const { uri, recoveryCodes } = await enrollSecondFactor(
      { db: c.var.db, now: c.var.now(), t: c.var.t, actor: staff.username },
      { username: staff.username },
    );
    clearSessionCookie(c);
    return c.json({ uri, recoveryCodes });
  });
}
