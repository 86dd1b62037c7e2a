import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { hitRateLimit } from "./rate-limit";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("hitRateLimit", () => {
  it("allows up to the limit in a window, then says how long to wait, then starts a new window", async () => {
    const start = new Date("2026-01-01T10:00:00Z");
    const options = { limit: 3, windowMs: 60_000 };
    for (let i = 1; i <= 3; i++) {
      const hit = await hitRateLimit(database.db, "test:a", {
        ...options,
        now: new Date(start.getTime() + i * 1000),
      });
      expect(hit).toEqual({ allowed: true, count: i, retryAfterSeconds: 0 });
    }
    const blocked = await hitRateLimit(database.db, "test:a", {
      ...options,
      now: new Date(start.getTime() + 10_000),
    });
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBe(51);

    const other = await hitRateLimit(database.db, "test:b", {
      ...options,
      now: new Date(start.getTime() + 10_000),
    });
    expect(other.allowed).toBe(true);

    const later = await hitRateLimit(database.db, "test:a", {
      ...options,
      now: new Date(start.getTime() + 62_000),
    });
    expect(later).toEqual({ allowed: true, count: 1, retryAfterSeconds: 0 });
  });

  it("counts concurrent hits exactly", async () => {
    const now = new Date("2026-01-01T11:00:00Z");
    const hits = await Promise.all(
      Array.from({ length: 10 }, () =>
        hitRateLimit(database.db, "test:c", { limit: 5, windowMs: 60_000, now }),
      ),
    );
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(5);
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
