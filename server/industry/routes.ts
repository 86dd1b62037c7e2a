import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import { readJson } from "../http/input";
import { detectIndustry } from "./detect-industry";
import { createExternalClassifier, type ExternalClassifier, externalModelConfig } from "./external-model";
import { parseDetectRequest } from "./schema";

/**
 * POST /api/crm/detect-industry (behind the staff session check of server/api.ts):
 * `{companyName}` → `{industry, confidence, reasoning}`, the reasoning in the request's language.
 */
export function industryRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // The optional external model (INDUSTRY_LLM_*; off by default), created once, on first use.
  let external: { classify: ExternalClassifier | undefined } | undefined;

  routes.post("/", async (c) => {
    const body = await readJson(c, z.unknown());
    const request = parseDetectRequest(body, c.var.lang);
    if (!request.ok) {
      throw new AppError(400, "invalid_input", request.message, { fields: { companyName: request.message } });
    }
    external ??= { classify: createExternalClassifier(externalModelConfig(c.var.env)) };
    const result = await detectIndustry(request.companyName, c.var.lang, external.classify);
    c.header("Cache-Control", "no-store");
    return c.json(result);
  });

  return routes;
}
