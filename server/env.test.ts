import { describe, expect, it } from "vitest";
import { configWarnings, EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("has embedded defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
  });

  it.each([
    ["PORT", "eighty", /^Invalid configuration: PORT="eighty" /],
    ["DATABASE_URL", "mysql://x", /^Invalid configuration: DATABASE_URL="mysql:\/\/x" must be a URL/],
    ["SMTP_URL", "localhost:25", /^Invalid configuration: SMTP_URL=/],
    ["MAIL_TO", "nobody", /^Invalid configuration: MAIL_TO="nobody" must be an e-mail address/],
    ["LOG_LEVEL", "loud", /^Invalid configuration: LOG_LEVEL="loud"/],
    [
      "PUBLIC_URL",
      "example.com",
      /^Invalid configuration: PUBLIC_URL="example.com" must be an http\(s\) URL/,
    ],
  ])("stops on a bad %s with one line naming it", (name, value, expected) => {
    let error: unknown;
    try {
      parseEnv({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toMatch(expected);
    expect((error as Error).message).not.toContain("\n");
  });

  it("stops on a short METRICS_TOKEN without repeating the secret", () => {
    expect(() => parseEnv({ METRICS_TOKEN: "short secret" })).toThrow(
      /^Invalid configuration: METRICS_TOKEN must be at least 16 characters, without spaces$/,
    );
    expect(parseEnv({ METRICS_TOKEN: " scrape-token-0123456789 " }).METRICS_TOKEN).toBe(
      "scrape-token-0123456789",
    );
  });

  it("trims a trailing slash from PUBLIC_URL", () => {
    expect(parseEnv({ PUBLIC_URL: "https://example.com/" }).PUBLIC_URL).toBe("https://example.com");
  });
});

describe("configWarnings: one line at start for a setting that is probably a mistake", () => {
  const warn = (source: Record<string, string>) => configWarnings(parseEnv(source), source);

  it("no PUBLIC_URL in production: pages would advertise localhost", () => {
    expect(warn({})).toEqual([
      "PUBLIC_URL is not set: pages name http://localhost:3000 as their canonical address and in their Open Graph tags. Set it to the site's public address, e.g. PUBLIC_URL=https://potentia-research.com.",
    ]);
    expect(warn({ PUBLIC_URL: "https://potentia-research.com" })).toEqual([]);
    expect(warn({ NODE_ENV: "development" })).toEqual([]);
  });

  it("proxy hops trusted on every address: a direct client could write X-Forwarded-For", () => {
    const base = { PUBLIC_URL: "https://potentia-research.com" };
    expect(warn({ ...base, TRUST_PROXY: "true" })).toEqual([
      "TRUST_PROXY trusts 1 proxy hop(s) while listening on 0.0.0.0: a client that reaches port 3000 directly can write X-Forwarded-For and dodge the rate limits. Listen on loopback behind the proxy (HOST=127.0.0.1), or name the proxies' addresses (TRUST_PROXY=10.0.0.5).",
    ]);
    expect(warn({ ...base, TRUST_PROXY: "2", HOST: "::" })).toHaveLength(1);
    expect(warn({ ...base, TRUST_PROXY: "true", HOST: "127.0.0.1" })).toEqual([]);
    expect(warn({ ...base, TRUST_PROXY: "true", HOST: "::1" })).toEqual([]);
    expect(warn({ ...base, TRUST_PROXY: "10.0.0.5" })).toEqual([]);
    expect(warn({ ...base })).toEqual([]);
  });
});
