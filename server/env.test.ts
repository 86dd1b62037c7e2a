import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

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

  it("trims a trailing slash from PUBLIC_URL", () => {
    expect(parseEnv({ PUBLIC_URL: "https://example.com/" }).PUBLIC_URL).toBe("https://example.com");
  });
});
