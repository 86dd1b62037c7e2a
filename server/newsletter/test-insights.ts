import { randomBytes } from "node:crypto";
import type { Lang } from "#core/i18n/languages";
import type { Db } from "../db/client";
import { insights, insightTexts, newsletterSubscribers } from "../db/schema";

/** Test support: an insight with these languages (published an hour before `now` unless a status is given). */
export async function insertInsight(
  db: Db,
  now: Date,
  texts: Partial<Record<Lang, { title: string; status?: "draft" | "published"; publishAt?: Date }>>,
): Promise<number> {
  const [insight] = await db.insert(insights).values({}).returning({ id: insights.id });
  const id = insight!.id;
  for (const [lang, text] of Object.entries(texts)) {
    await db.insert(insightTexts).values({
      insightId: id,
      lang,
      slug: `insight-${id}-${lang}`,
      title: text.title,
      excerpt: `Excerpt of ${text.title}`,
      body: "Body.",
      status: text.status ?? "published",
      publishAt: text.publishAt ?? new Date(now.getTime() - 3_600_000),
    });
  }
  return id;
}

/** Test support: a subscriber who confirmed their address. */
export async function insertSubscriber(db: Db, email: string, lang: Lang, confirmedAt = new Date()) {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({
      email,
      lang,
      unsubscribeToken: randomBytes(32).toString("base64url"),
      createdAt: confirmedAt,
      confirmedAt,
    })
    .returning();
  return row!;
}
