import { asc, isNull } from "drizzle-orm";
import { isLang } from "#core/i18n/languages";
import type { Db } from "../db/client";
import { newsletterSubscribers } from "../db/schema";
import { unsubscribeUrl } from "./unsubscribe-url";

const COLUMNS = ["email", "language", "subscribed_at", "unsubscribe_url", "confirmed_at"];

/** One CSV field: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Current subscribers (unsubscribed ones left out), oldest first, as CSV with a header row. confirmed_at is
 * empty for an address that has not opened its confirmation link yet (not to be written to).
 */
export async function exportSubscribers(db: Db, publicUrl: string): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(isNull(newsletterSubscribers.unsubscribedAt))
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
  const lines = [COLUMNS.join(",")];
  for (const row of rows) {
    const lang = isLang(row.lang) ? row.lang : "en";
    lines.push(
      [
        row.email,
        lang,
        row.createdAt.toISOString(),
        unsubscribeUrl(publicUrl, lang, row.unsubscribeToken),
        row.confirmedAt?.toISOString() ?? "",
      ]
        .map(csvField)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
