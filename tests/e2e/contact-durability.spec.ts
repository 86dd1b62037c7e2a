import path from "node:path";
import { expect, test } from "@playwright/test";
import { createPglite } from "../../server/db/pglite";
import { startServerProcess, tempDataDir, waitForExit } from "./support/spawn-server";

/**
 * A message the visitor was told is sent must survive the server dying at any moment: the production
 * server is killed with SIGKILL while messages are being posted, started again on the same data, and
 * every message that got a success answer is there, each with its notification in the outbox.
 */
test("every message answered with success survives a SIGKILL of the server", async () => {
  test.setTimeout(180_000);
  const dataDir = tempDataDir();
  const server = await startServerProcess({ DATA_DIR: dataDir, TRUST_PROXY: "true" });

  const acknowledged: string[] = [];
  let failed = 0;
  let stop = false;
  let counter = 0;
  const poster = async (worker: number) => {
    while (!stop) {
      counter += 1;
      const email = `durable.${worker}.${counter}@example.com`;
      try {
        const response = await fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "X-Forwarded-For": `10.77.${worker}.${counter % 250}`,
          },
          body: JSON.stringify({
            name: `Durable ${counter}`,
            email,
            message: `kill test ${counter}`,
            elapsedMs: 5000,
          }),
        });
        if (response.status === 201) acknowledged.push(email);
        else failed += 1;
        await response.arrayBuffer();
      } catch {
        failed += 1;
      }
    }
  };
  const workers = Array.from({ length: 6 }, (_, i) => poster(i));
  // Kill once a good number have been answered, in the middle of the stream.
  const deadline = Date.now() + 60_000;
  while (acknowledged.length < 60 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  server.child.kill("SIGKILL");
  await waitForExit(server.child);
  stop = true;
  await Promise.all(workers);
  expect(acknowledged.length).toBeGreaterThanOrEqual(60);
  // Posts were in flight when the server died (they failed): the kill did land mid-stream.
  expect(failed).toBeGreaterThan(0);

  // Started again on the same data, the server is healthy; then it stops cleanly and we read its data.
  const again = await startServerProcess({ DATA_DIR: dataDir });
  expect((await (await fetch(`${again.url}/api/health`)).json()).status).toBe("ok");
  again.child.kill("SIGTERM");
  expect(await waitForExit(again.child)).toBe(0);

  const db = createPglite(path.join(dataDir, "pglite"));
  try {
    const rows = await db.query<{ email: string; notifications: number }>(
      `select m.email, count(o.id)::int as notifications
         from contact_messages m left join outbox o on o.contact_message_id = m.id
        group by m.email`,
    );
    const stored = new Map(rows.rows.map((row) => [row.email, row.notifications]));
    const missing = acknowledged.filter((email) => !stored.has(email));
    expect(missing).toEqual([]);
    // One notification per stored message, never a message without one (same transaction).
    expect([...stored.values()].every((n) => n === 1)).toBe(true);
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
    test.info().annotations.push({
      type: "posted",
      description: `${acknowledged.length} acknowledged, ${stored.size} stored, ${failed} cut off by the kill`,
    });
  } finally {
    await db.close();
  }
});
