import { URI } from "otpauth";
import { afterAll, describe, expect, it } from "vitest";
import { runCommand, tempDataDir } from "../../test/commands";
import { type RunningServer, runServer } from "../../test/server-runner";

/** `npm run staff -- mfa <user>` through a running server: QR code, otpauth URI, ten recovery codes. */
const PASSWORD = "Harbor-Velvet-Compass-31";

describe.skipIf(process.env.TEST_DATABASE_URL)("npm run staff -- mfa", () => {
  const dataDir = tempDataDir("mfa");
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it("prints the QR code, the otpauth URI and ten recovery codes; from then on the login needs the code", async () => {
    server = await runServer({ dataDir });
    expect((await runCommand("staff", ["add", "ana"], { dataDir, input: `${PASSWORD}\n` })).code).toBe(0);
    const run = await runCommand("staff", ["mfa", "ana"], { dataDir });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("the command went through it.");
    expect(run.stdout).toMatch(/[█▀▄]{20,}/);
    const uri = /otpauth:\/\/totp\/\S+/.exec(run.stdout)?.[0] ?? "";
    expect(URI.parse(uri)).toMatchObject({ issuer: "Potentia CRM", label: "ana", digits: 6, period: 30 });
    expect(run.stdout.match(/^ {2}[A-Z0-9]{5}-[A-Z0-9]{5}$/gm)).toHaveLength(10);

    const login = (code?: string) =>
      fetch(`${server?.base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "ana", password: PASSWORD, ...(code ? { code } : {}) }),
      });
    expect((await login()).status).toBe(401);
    expect((await login(URI.parse(uri).generate())).status).toBe(200);

    const unknown = await runCommand("staff", ["mfa", "nobody"], { dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("nobody");
  }, 120_000);
});
