import type { Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import type { OperationOutcome, PageServices } from "#core/lib/request-context";
import { listPublicCases } from "./cases/read-cases";
import { receiveContact } from "./contact/receive-contact";
import type { Database } from "./db/client";
import { isDatabaseUnavailable } from "./db/unavailable";
import { logDatabaseUnavailable } from "./db/unavailable-log";
import type { Env } from "./env";
import { errorCode } from "./http/error-code";
import { AppError } from "./http/errors";
import { listPublicInsights, previewInsightPage, publicInsightPage } from "./insights/read-insights";
import { listPublicLeaders } from "./leaders/read-leaders";
import type { Logger } from "./logger";
import {
  confirmAddress,
  endSubscription,
  lookUpSubscription,
  receiveSubscription,
} from "./newsletter/receive-subscription";

export interface PageServiceDeps {
  env: Env;
  database: Database;
  logger: Logger;
  now: () => Date;
}

/**
 * What the pages' loaders and actions may ask of the server (the plain-HTML form posts and the
 * unsubscribe link): for each form the very handler its JSON route runs. Each resolves to an
 * OperationOutcome: the answer, or the error (status, translated message, fields) the JSON API would send.
 */
export function pageServices(
  deps: PageServiceDeps,
  request: { ip: string; lang: Lang; requestId?: string; hasStaffSession?: () => Promise<boolean> },
): PageServices {
  const domain = { db: deps.database.db, env: deps.env, logger: deps.logger, now: deps.now };
  const { ip, lang } = request;

  async function outcome<T>(name: string, task: () => Promise<T>): Promise<OperationOutcome<T>> {
    try {
      return { ok: true, data: await task() };
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
      // Only the error's code and the request id: messages of database errors carry queries and their data.
      const log = { code: errorCode(error), service: name, requestId: request.requestId };
      if (isDatabaseUnavailable(error)) {
        logDatabaseUnavailable(deps.logger, deps.now(), log);
        const message = serverT(lang)("api.unavailable");
        return { ok: false, status: 503, code: "unavailable", message, retryAfterSeconds: 5 };
      }
      deps.logger.error(log, "page service failed");
      return { ok: false, status: 500, code: "internal", message: serverT(lang)("api.internal") };
    }
  }

  return {
    contact: {
      submit: (input, meta) =>
        outcome("contact.submit", () =>
          receiveContact(domain, input, {
            ip,
            lang,
            userAgent: meta.userAgent,
            plainForm: { renderedAt: meta.renderedAt },
          }),
        ),
    },
    newsletter: {
      subscribe: (input) =>
        outcome("newsletter.subscribe", () => receiveSubscription(domain, input, { ip, lang })),
      lookUp: (input) => outcome("newsletter.lookUp", () => lookUpSubscription(domain.db, input, lang)),
      unsubscribe: (input) =>
        outcome("newsletter.unsubscribe", () => endSubscription(domain.db, input, lang, deps.now())),
      confirm: (input) =>
        outcome("newsletter.confirm", () => confirmAddress(domain.db, input, lang, deps.now())),
    },
    insights: {
      list: (pageLang) => listPublicInsights(domain.db, pageLang, deps.now()),
      page: (pageLang, slug) => publicInsightPage(domain.db, pageLang, slug, deps.now()),
      preview: (id, textLang) =>
        outcome("insights.preview", async () => {
          if (!(await request.hasStaffSession?.())) {
            throw new AppError(401, "unauthorized", serverT(lang)("api.unauthorized"));
          }
          const page = await previewInsightPage(domain.db, id, textLang, deps.now());
          if (!page) throw new AppError(404, "not_found", serverT(lang)("api.notFound"));
          return page;
        }),
    },
    cases: {
      list: (pageLang) => listPublicCases(domain.db, pageLang),
    },
    leaders: { list: (pageLang) => listPublicLeaders(domain.db, pageLang) },
  };
}
