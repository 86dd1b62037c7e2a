/*
 * The API's errors, for the staff app (api-client.ts) and the public forms (api-fetch.ts) alike. The answer
 * is checked by hand: a schema library here would weigh on every public page with a form.
 */

interface ErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
  [detail: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The error contract of our API: `{error:{code,message,fields?}}`, with more details for some codes. */
function errorBodyOf(answer: unknown): ErrorBody | undefined {
  const error = isRecord(answer) ? answer.error : undefined;
  if (!isRecord(error) || typeof error.code !== "string" || typeof error.message !== "string")
    return undefined;
  const { fields } = error;
  if (
    fields !== undefined &&
    !(isRecord(fields) && Object.values(fields).every((v) => typeof v === "string"))
  ) {
    return undefined;
  }
  return error as ErrorBody;
}

/** An error answer of our API, with the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** The whole `error` object: code, message, fields and any details (`current` of a 409, `retryAt`). */
  readonly body: Record<string, unknown>;

  constructor(status: number, body: { code?: string; message?: string; fields?: Record<string, string> }) {
    super(body.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body.code ?? "unknown";
    this.fields = body.fields;
    this.body = body;
  }
}

/** The error of an answer that is not ok: its checked `error` object, or just its status. */
export function errorFrom(status: number, body: unknown): ApiError {
  return new ApiError(status, errorBodyOf(body) ?? {});
}
