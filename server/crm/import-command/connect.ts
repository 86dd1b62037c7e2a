import type { ImportReport } from "#core/domain/crm";
import { serverT } from "#core/i18n/resources.server";
import type { Env } from "../../env";
import { plainly } from "../../process/command-error";
import { type CommandConnection, connectCommand } from "../../process/connect-command";
import { type ImportFile, importFiles } from "../import/import-files";

export interface Importer {
  run(files: ImportFile[], options: { takeSheet: boolean }): Promise<ImportReport>;
}

/**
 * `npm run import`'s way to the database (see connectCommand): the import on a database it opened, or the
 * running server's loopback admin endpoint (/api/admin/crm/import).
 */
export function connectImporter(env: Env): Promise<CommandConnection<Importer>> {
  return connectCommand<Importer>(env, {
    what: "the import",
    direct: ({ db }) => ({
      run: (files, options) =>
        plainly(() =>
          importFiles(
            { db, actor: { username: "cli", ip: null }, now: new Date(), t: serverT("en") },
            files,
            options,
          ),
        ),
    }),
    throughServer: (admin) => ({
      run: (files, { takeSheet }) =>
        admin.call<ImportReport>("/admin/crm/import", { body: { files, takeSheet }, timeoutMs: 120_000 }),
    }),
  });
}
