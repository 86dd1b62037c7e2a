import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { TEMPLATE_DB, withDatabase } from "./postgres-url";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * Prepares a migrated database once per run: a PGlite data-directory snapshot (embedded), or a
 * template database (when TEST_DATABASE_URL points at PostgreSQL). Each test file copies it.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    const template = await openDatabase({ databaseUrl: withDatabase(url, TEMPLATE_DB), max: 1 });
    await template.close();
    await admin.end();
    project.provide("pgliteSnapshot", "");
    return;
  }
  const pglite = new PGlite();
  const database = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir("none");
  const file = path.join(tmpdir(), `potentia-test-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteSnapshot", file);
}
