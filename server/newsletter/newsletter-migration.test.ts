import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS } from "../db/client";
import { migrationsBefore, migrationTargets } from "../test/migrations";

/** Double opt-in came later: the addresses subscribed before it count as confirmed since they subscribed. */
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe.each(migrationTargets())("the newsletter migration on %s", (_name, open) => {
  it("confirms the subscribers it finds as of their subscription; later ones wait for their link", async () => {
    const before = migrationsBefore("_newsletter_double_opt_in_and_sends");
    folders.push(before);
    const target = await open();
    try {
      await target.migrate(before);
      await target.exec(`
        insert into newsletter_subscribers (email, lang, unsubscribe_token, created_at, unsubscribed_at) values
          ('old@example.com', 'ar', '${"a".repeat(43)}', '2026-03-01T08:00:00Z', null),
          ('gone@example.com', 'en', '${"b".repeat(43)}', '2026-02-01T08:00:00Z', '2026-02-10T08:00:00Z');
      `);
      await target.migrate(MIGRATIONS);
      await target.exec(
        `insert into newsletter_subscribers (email, lang, unsubscribe_token) values ('new@example.com', 'sr', '${"c".repeat(43)}')`,
      );
      const rows = await target.run(
        "select email, confirmed_at = created_at as confirmed_then, confirmed_at is null as unconfirmed from newsletter_subscribers order by email",
      );
      expect(rows).toEqual([
        { email: "gone@example.com", confirmed_then: true, unconfirmed: false },
        { email: "new@example.com", confirmed_then: null, unconfirmed: true },
        { email: "old@example.com", confirmed_then: true, unconfirmed: false },
      ]);
    } finally {
      await target.close();
    }
  });
});
