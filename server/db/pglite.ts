import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** PGlite with the extensions our migrations use (pg_trgm for the CRM search's trigram indexes). */
export function createPglite(dataDir?: string, options: PGliteOptions = {}): PGlite {
  return new PGlite({
    ...options,
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm, ...options.extensions },
  });
}
