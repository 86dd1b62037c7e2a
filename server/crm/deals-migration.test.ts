import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS } from "../db/client";
import { migrationsBefore, migrationTargets } from "../test/migrations";

/**
 * Projects become deals (decision 027): a database filled through the schema as it was before deals
 * (every migration up to the one that adds them) is migrated, and nothing is lost. Runs on PGlite, and on
 * PostgreSQL as well when TEST_DATABASE_URL is set.
 */

const OLD_DATA = `
  insert into staff_users (username, password_hash) values ('ana', 'x'), ('marko', 'x');
  insert into companies (id, name, industry, stage, next_action_owner, external_id) values
    (1, 'Al Noor Foods', 'FMCG', 'negotiation', 'marko', null),
    (2, 'Београдска банка', 'Banking', 'won', null, 'C-2'),
    (3, 'Lead From Form', null, 'lead', null, null);
  insert into contact_messages (name, email, message, lang, lead_company_id)
    values ('Sara', 'sara@example.com', 'Hello', 'en', 3);
  insert into projects (id, company_id, name, deal_value, currency, stage, start_date, end_date, deliverables, updated_at)
  values
    (1, 1, 'Tracker 2027', 120000, 'SAR', 'negotiation', '2027-01-01', '2027-12-31', 'Quarterly waves', '2026-10-01T10:00:00Z'),
    (2, 1, 'U&A Belgrade', 45000.5, 'EUR', 'on-hold', null, null, null, '2026-10-02T10:00:00Z'),
    (3, 2, 'Brand health', 900000, 'RSD', 'completed', '2025-01-01', '2025-06-30', null, '2026-09-15T10:00:00Z'),
    (4, 2, 'Pricing study', null, 'SAR', 'cancelled', null, null, null, '2026-08-20T10:00:00Z'),
    (5, 3, 'First idea', 1000, 'USD', 'proposal', null, null, null, '2026-11-01T10:00:00Z');
  insert into audit_log (actor, action, entity, entity_id, details)
    values ('ana', 'project.create', 'project', '1', '{}');
`;

const targets = migrationTargets();

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe.each(targets)("the deals migration on %s", (_name, open) => {
  it("turns each project into a deal with nothing lost", async () => {
    const before = migrationsBefore("_deals");
    folders.push(before);
    const target = await open();
    try {
      await target.migrate(before);
      await target.exec(OLD_DATA);
      const projectsBefore = await target.run(
        "select id, company_id, name, deal_value, currency, stage, start_date::text, end_date::text, deliverables from projects order by id",
      );
      await target.migrate(MIGRATIONS);

      // Every column the projects had keeps its value.
      const projectsAfter = await target.run(
        "select id, company_id, name, deal_value, currency, stage, start_date::text, end_date::text, deliverables from projects order by id",
      );
      expect(projectsAfter).toEqual(projectsBefore);

      const deals = await target.run(
        "select id, deal_stage, closed_on::text, lost_reason, owner, probability from projects order by id",
      );
      expect(deals).toEqual([
        // Created by ana (the audit log says so).
        {
          id: 1,
          deal_stage: "negotiation",
          closed_on: null,
          lost_reason: null,
          owner: "ana",
          probability: null,
        },
        // On hold: its company's open stage; owner: who owns the company's follow-up.
        {
          id: 2,
          deal_stage: "negotiation",
          closed_on: null,
          lost_reason: null,
          owner: "marko",
          probability: null,
        },
        {
          id: 3,
          deal_stage: "won",
          closed_on: "2026-09-15",
          lost_reason: null,
          owner: null,
          probability: null,
        },
        {
          id: 4,
          deal_stage: "lost",
          closed_on: "2026-08-20",
          lost_reason: "cancelled",
          owner: null,
          probability: null,
        },
        { id: 5, deal_stage: "proposal", closed_on: null, lost_reason: null, owner: null, probability: null },
      ]);
      const sources = await target.run("select id, source, next_action_owner from companies order by id");
      expect(sources).toEqual([
        { id: 1, source: "manual", next_action_owner: "marko" },
        { id: 2, source: "import", next_action_owner: null },
        { id: 3, source: "form", next_action_owner: null },
      ]);
      const [count] = await target.run("select count(*)::int as n from audit_log");
      expect(count?.n).toBe(1);
    } finally {
      await target.close();
    }
    // Two full runs of every migration from an empty database: a minute on a busy two-core machine.
  }, 120_000);
});
