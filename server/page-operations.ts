import type { OperationOutcome } from "../app/domain/contact";
import { contactSubmissionSchema } from "../app/domain/contact";
import { newsletterSchema, unsubscribeTokenSchema } from "../app/domain/newsletter";
import type { Lang } from "../app/i18n/languages";
import { serverT } from "../app/i18n/resources.server";
import { submitContactMessage } from "./contact/submit-contact-message";
import type { Database } from "./db/client";
import { isDatabaseUnavailable } from "./db/unavailable";
import type { Env } from "./env";
import { errorCode } from "./http/error-code";
import { AppError } from "./http/errors";
import { parseInput } from "./http/input";
import type { Logger } from "./logger";
import { subscribeNewsletter } from "./newsletter/subscribe-newsletter";
import { getSubscription, unsubscribeNewsletter } from "./newsletter/unsubscribe-newsletter";

export interface OperationDeps {
  env: Env;
  database: Database;
  logger: Logger;
  now: () => Date;
}

type Meta = { ip: string; lang: Lang; requestId?: string };
type Operation = (deps: OperationDeps, input: unknown, meta: Meta) => Promise<unknown>;

function record(input: unknown): Record<string, unknown> {
  return typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
}

const domain = (deps: OperationDeps) => ({
  db: deps.database.db,
  env: deps.env,
  logger: deps.logger,
  now: deps.now,
});

/** The operations, by name. Each validates with the shared schema and calls the JSON API's domain function. */
const OPERATIONS: Record<string, Operation> = {
  /** The contact form posted without JavaScript: `{ values, renderedAt?, userAgent? }`. */
  "contact.submit": (deps, input, meta) => {
    const { values, renderedAt, userAgent } = record(input);
    const parsed = parseInput(contactSubmissionSchema, values, serverT(meta.lang));
    const rendered = Number(renderedAt);
    return submitContactMessage(domain(deps), parsed, {
      ...meta,
      userAgent: typeof userAgent === "string" ? userAgent : undefined,
      channel: { kind: "form", renderedAt: renderedAt && Number.isFinite(rendered) ? rendered : undefined },
    });
  },
  "newsletter.subscribe": (deps, input, meta) =>
    subscribeNewsletter(domain(deps), parseInput(newsletterSchema, input, serverT(meta.lang)), meta),
  "newsletter.lookup": (deps, input, meta) => {
    const { token } = parseInput(unsubscribeTokenSchema, input, serverT(meta.lang));
    return getSubscription(deps.database.db, token);
  },
  "newsletter.unsubscribe": (deps, input, meta) => {
    const { token } = parseInput(unsubscribeTokenSchema, input, serverT(meta.lang));
    return unsubscribeNewsletter(deps.database.db, token, deps.now());
  },
};

/**
 * Server operations that React Router actions may run (the plain-HTML form fallbacks).
 * Each is the same domain function the JSON API calls. Resolves to an OperationOutcome: the answer,
 * or the error (status, translated message, fields) that the JSON API would have sent.
 */
export async function pageOperations(
  deps: OperationDeps,
  operation: string,
  input: unknown,
  meta: Meta,
): Promise<OperationOutcome<unknown>> {
  const run = OPERATIONS[operation];
  try {
    if (!run) throw new AppError(404, "not_found", `Unknown operation ${operation}`);
    return { ok: true, data: await run(deps, input, meta) };
  } catch (error) {
    if (error instanceof AppError) {
      return {
        ok: false,
        status: error.status,
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      };
    }
    const t = serverT(meta.lang);
    const log = { code: errorCode(error), operation, requestId: meta.requestId };
    if (isDatabaseUnavailable(error)) {
      deps.logger.warn(log, "database unavailable");
      return {
        ok: false,
        status: 503,
        code: "unavailable",
        message: t("api.unavailable"),
        retryAfterSeconds: 5,
      };
    }
    deps.logger.error(log, "page operation failed");
    return { ok: false, status: 500, code: "internal", message: t("api.internal") };
  }
}
