import { createServer } from "node:net";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database, Db } from "../db/client";
import * as schema from "../db/schema";

/** A free port where nothing listens (it was open a moment ago). */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * A PostgreSQL database that cannot be reached: the real driver and pool, pointed at an address where
 * nothing listens, refused at once, as during an outage.
 */
export async function unreachableDatabase(): Promise<Database> {
  const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${await closedPort()}/none` });
  pool.on("error", () => {});
  return {
    db: drizzle({ client: pool, schema }) as unknown as Db,
    kind: "postgres",
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
