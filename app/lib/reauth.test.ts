import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { fetchWithReauth, replaysAnswered, setReauthHandler } from "./reauth";

// A real local server: the first save meets an ended session (401); the one sent again is answered slowly.
let server: Server;
let base = "";
const answered: string[] = [];
let saves = 0;

beforeAll(async () => {
  server = createServer((_request, response) => {
    saves += 1;
    if (saves === 1) {
      response.writeHead(401).end();
      return;
    }
    setTimeout(() => {
      answered.push("save");
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    }, 150);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  setReauthHandler(undefined);
  server.close();
});

it("a save met by an ended session is sent again once signed in, and the page refetches only after its answer", async () => {
  let signIn: (ok: boolean) => void = () => {};
  let asked: () => void = () => {};
  const questionOpen = new Promise<void>((resolve) => (asked = resolve));
  setReauthHandler(() => {
    asked();
    return new Promise<boolean>((resolve) => (signIn = resolve));
  });
  const save = fetchWithReauth(`${base}/api/crm/companies/1`, { method: "PATCH", body: "{}" });
  await questionOpen; // the 401 has come back and the password is asked for (no sleep racing it)
  expect(saves).toBe(1);

  // The password is accepted: the page (use-session-keeper) then waits for the saves sent again.
  signIn(true);
  await replaysAnswered();
  expect(answered).toEqual(["save"]);
  expect((await save).status).toBe(200);
  expect(saves).toBe(2);
});
