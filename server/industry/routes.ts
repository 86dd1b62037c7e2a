import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import { readJson } from "../http/input";
import { detectIndustry } from "./detect-industry";
import { createExternalClassifier, type ExternalClassifier, externalModelConfig } from "./external-model";
import { activeLearnedCues } from "./learned-cues";
import { type DetectRequest, type detectRequestSchema, parseDetectRequest } from "./schema";

/** The request body, checked with the classifier's own messages (in the request's language). */
const detectInput = createMiddleware<
  AppEnv,
  string,
  { in: { json: z.input<typeof detectRequestSchema> }; out: { json: DetectRequest } }
>(async (c, next) => {
  const request = parseDetectRequest(await readJson(c, z.unknown()), c.var.lang);
  if (!request.ok) {
    throw new AppError(400, "invalid_input", request.message, { fields: { companyName: request.message } });
  }
  c.req.addValidatedData("json", { companyName: request.companyName });
  await next();
});

/**
 * POST /api/crm/detect-industry (behind the staff session check of server/api.ts):
 * `{companyName}` → `{industry, confidence, reasoning}`, the reasoning in the request's language; the cues the
 * team accepted from its corrections (database) count beside the knowledge files.
 */
export function industryRoutes() {
  // The optional external model (INDUSTRY_LLM_*; off by default), created once, on first use.
  let external: { classify: ExternalClassifier | undefined } | undefined;

  return new Hono<AppEnv>().post("/", detectInput, async (c) => {
    external ??= { classify: createExternalClassifier(externalModelConfig(c.var.env)) };
    const learned = await activeLearnedCues(c.var.db);
    const result = await detectIndustry(
      c.req.valid("json").companyName,
      c.var.lang,
      external.classify,
      learned,
    );
    c.header("Cache-Control", "no-store");
    return c.json(result);
  });
}
