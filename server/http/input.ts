import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { safeParse, unknown, type z } from "zod";
import { messageNumbers } from "#core/domain/message-numbers";
import type { Lang } from "#core/i18n/languages";
import type { TFunction } from "#core/i18n/translate";
import type { AppEnv } from "./context";
import { AppError } from "./errors";

/**
 * Validates input with a shared schema. Schema messages are translation keys ("contact:errors.nameRequired");
 * the answer carries the first issue's message, translated (with the numbers it names written for `lang`), as
 * the forms show it, and one message per field.
 */
export function parseInput<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  t: TFunction,
  lang: Lang = "en",
): z.output<S> {
  const unstorable = fieldsWithUnstorableText(input);
  if (unstorable.length > 0) {
    const fields = Object.fromEntries(unstorable.map(([field, key]) => [field, t(key)]));
    throw new AppError(400, "invalid_input", t(unstorable[0]?.[1] ?? "api.invalidCharacter"), { fields });
  }
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  const translate = (message: string) =>
    message.includes(":") && t(message) !== message
      ? t(message, messageNumbers(message, lang))
      : t("api.invalidInput");
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= translate(issue.message);
  }
  const first = result.error.issues[0];
  throw new AppError(400, "invalid_input", translate(first?.message ?? ""), { fields });
}

type UnstorableKey = "api.invalidCharacter" | "api.brokenCharacter";

/** Why a text cannot be stored: a NUL character, or half of a UTF-16 surrogate pair (no character at all). */
function unstorable(text: string): UnstorableKey | null {
  if (text.includes("\u0000")) return "api.invalidCharacter";
  if (!text.isWellFormed()) return "api.brokenCharacter";
  return null;
}

/**
 * The fields whose text PostgreSQL cannot store and no person types: a NUL character (U+0000), or a lone
 * surrogate (`"\ud800"` in JSON, which a jsonb column refuses). Found before validation, so every input,
 * signed in or not, gets the same clear 400 with the field's message.
 */
function fieldsWithUnstorableText(
  input: unknown,
  path: string[] = [],
  found: [string, UnstorableKey][] = [],
): [string, UnstorableKey][] {
  if (path.length > 32) return found;
  if (typeof input === "string") {
    const why = unstorable(input);
    if (why) found.push([path.join(".") || "_", why]);
  } else if (typeof input === "object" && input !== null) {
    for (const [key, value] of Object.entries(input)) {
      const why = unstorable(key);
      if (why) found.push([path.join(".") || "_", why]);
      else fieldsWithUnstorableText(value, [...path, key], found);
    }
  }
  return found;
}

/** Any JSON body, for a handler that validates it itself (the public forms' one handler per form). */
export const anyJson = unknown();

/** Reads a JSON body (415 for another content type, 400 for malformed JSON) and validates it. */
export async function readJson<S extends z.core.$ZodType>(
  c: Context<AppEnv>,
  schema: S,
): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new AppError(415, "unsupported_media_type", c.var.t("api.unsupportedType"));
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, "invalid_json", c.var.t("api.invalidJson"));
  }
  return parseInput(schema, body, c.var.t, c.var.lang);
}

/**
 * The route's JSON body, read and validated as readJson does, as a middleware: the handler takes it with
 * `c.req.valid("json")`, and the route's type (hence the staff app's client, see server/api-type.ts)
 * knows what the body is.
 */
export const jsonInput = <S extends z.core.$ZodType<object>>(schema: S) =>
  createMiddleware<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }>(
    async (c, next) => {
      c.req.addValidatedData("json", await readJson(c, schema));
      await next();
    },
  );

/** The route's query string, validated with the schema (400 as for a body), as a middleware: `c.req.valid("query")`. */
export const queryInput = <S extends z.core.$ZodType<object>>(schema: S) =>
  createMiddleware<
    AppEnv,
    string,
    { in: { query: { [K in keyof z.input<S>]?: string } }; out: { query: z.output<S> } }
  >(async (c, next) => {
    c.req.addValidatedData("query", parseInput(schema, c.req.query(), c.var.t));
    await next();
  });
