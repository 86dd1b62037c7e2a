import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./http/proxy";

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    })
    .refine((value) => value === undefined || URL.canParse(value), { message: "is not a valid URL" });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  PUBLIC_URL: z
    .string()
    .trim()
    .default("http://localhost:3000")
    .refine((v) => /^https?:\/\//.test(v) && URL.canParse(v), { message: "must be an http(s) URL" })
    .transform((v) => v.replace(/\/+$/, "")),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  MAIL_FROM: z.email({ error: "must be an e-mail address" }).default("website@potentia-research.com"),
  MAIL_TO: z.email({ error: "must be an e-mail address" }).default("info@potentia-research.com"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** false, true (one proxy), a number of proxies, or the proxies' addresses/networks (server/http/proxy.ts). */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed !== "string") return parsed;
      ctx.issues.push({ code: "custom", message: parsed, input: value });
      return z.NEVER;
    }),
  /** Scheduled backups (server/backup/schedule-backups.ts): the folder, how often, how many kept. */
  BACKUP_DIR: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined)),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .positive({ message: "must be a number of hours above 0" })
    .max(24 * 7, { message: "must be at most 168 hours (a week)" })
    .default(24),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1, { message: "must keep at least 1" }).max(366).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  /** The bearer token /metrics asks for; unset, /metrics answers 404 (decision 023). */
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || /^\S{16,}$/.test(value), {
      message: "must be at least 16 characters, without spaces",
    }),
  /** How many newsletter e-mails of a send leave per minute (server/newsletter/queue-sends.ts). */
  NEWSLETTER_MAILS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1, { message: "must be at least 1" })
    .max(6000, { message: "must be at most 6000" })
    .default(60),
  INDUSTRY_LLM_URL: optionalUrl(["http", "https"]),
  INDUSTRY_LLM_MODEL: z.string().trim().default("gpt-4o-mini"),
  INDUSTRY_LLM_API_KEY: z.string().trim().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

const SECRETS = new Set(["METRICS_TOKEN"]);

export class EnvError extends Error {}

/** Reads the configuration; a bad value throws one clear line naming the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === "" ? undefined : v]));
  const result = EnvSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? "environment");
  // A secret's value is not repeated in the message (it would reach the logs).
  const value = SECRETS.has(name) ? undefined : source[name];
  throw new EnvError(
    `Invalid configuration: ${name}${value === undefined ? "" : `="${value}"`} ${issue?.message ?? "is invalid"}`,
  );
}

const LOOPBACK_HOSTS = /^(127\.\d+\.\d+\.\d+|::1|\[::1\]|localhost)$/i;

/**
 * Settings that work but are probably a mistake in production, each as one line for the start-up log:
 * no PUBLIC_URL (every page names http://localhost:3000 as its canonical address and in its Open Graph
 * tags), and a trusted proxy counted in hops while the port is open to everyone (a client that reaches it
 * directly writes the right-most X-Forwarded-For entry itself and dodges the limits).
 */
export function configWarnings(env: Env, source: Record<string, string | undefined> = process.env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === "production" && !source.PUBLIC_URL?.trim()) {
    warnings.push(
      `PUBLIC_URL is not set: pages name ${env.PUBLIC_URL} as their canonical address and in their Open Graph tags. Set it to the site's public address, e.g. PUBLIC_URL=https://potentia-research.com.`,
    );
  }
  if (env.TRUST_PROXY.kind === "hops" && !LOOPBACK_HOSTS.test(env.HOST)) {
    warnings.push(
      `TRUST_PROXY trusts ${env.TRUST_PROXY.hops} proxy hop(s) while listening on ${env.HOST}: a client that reaches port ${env.PORT} directly can write X-Forwarded-For and dodge the rate limits. Listen on loopback behind the proxy (HOST=127.0.0.1), or name the proxies' addresses (TRUST_PROXY=10.0.0.5).`,
    );
  }
  return warnings;
}
