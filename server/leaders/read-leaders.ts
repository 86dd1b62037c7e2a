import { asc, eq, inArray } from "drizzle-orm";
import type { LeaderPhoto, LeaderView, PublicLeader } from "#core/domain/leaders";
import { imageWidthsFor } from "#core/domain/media";
import { LANGUAGES, type Lang } from "#core/i18n/languages";
import type { Db } from "../db/client";
import { leaders, leaderTexts, mediaImages } from "../db/schema";

type Reader = Pick<Db, "select">;

/** The photos of `ids` as the pages use them, their alt text in `lang`. */
async function photosOf(db: Reader, ids: number[], lang: Lang): Promise<Map<number, LeaderPhoto>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(mediaImages).where(inArray(mediaImages.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        width: row.width,
        height: row.height,
        widths: imageWidthsFor(row.width),
        alt: row.alt[lang] ?? "",
      },
    ]),
  );
}

/** The leaders with a text in `lang`, in the page's order (/leadership, the blog's author cards). */
export async function listPublicLeaders(db: Reader, lang: Lang): Promise<PublicLeader[]> {
  const rows = await db
    .select({
      key: leaders.key,
      email: leaders.email,
      linkedIn: leaders.linkedIn,
      office: leaders.office,
      photoImageId: leaders.photoImageId,
      name: leaderTexts.name,
      role: leaderTexts.role,
      bio: leaderTexts.bio,
      location: leaderTexts.location,
      initials: leaderTexts.initials,
    })
    .from(leaders)
    .innerJoin(leaderTexts, eq(leaderTexts.leaderKey, leaders.key))
    .where(eq(leaderTexts.lang, lang))
    .orderBy(asc(leaders.position), asc(leaders.key));
  const photos = await photosOf(
    db,
    rows.flatMap((row) => (row.photoImageId === null ? [] : [row.photoImageId])),
    lang,
  );
  return rows.map(({ photoImageId, ...row }) => ({
    ...row,
    photo: photoImageId === null ? null : (photos.get(photoImageId) ?? null),
  }));
}

/** Every leader with its three languages, in order, as the staff editor reads them. */
export async function listLeaders(db: Reader): Promise<LeaderView[]> {
  const rows = await db.select().from(leaders).orderBy(asc(leaders.position), asc(leaders.key));
  const texts = await db.select().from(leaderTexts);
  return rows.map((row) => {
    const own = texts.filter((text) => text.leaderKey === row.key);
    const entries = LANGUAGES.map((lang) => {
      const text = own.find((one) => one.lang === lang);
      const empty = { name: "", role: "", bio: "", location: "", initials: "" };
      return [
        lang,
        text
          ? {
              name: text.name,
              role: text.role,
              bio: text.bio,
              location: text.location,
              initials: text.initials,
            }
          : empty,
      ] as const;
    });
    return {
      key: row.key,
      position: row.position,
      email: row.email,
      linkedIn: row.linkedIn,
      office: row.office as LeaderView["office"],
      photoImageId: row.photoImageId,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
      texts: Object.fromEntries(entries) as LeaderView["texts"],
    };
  });
}

/** One leader as the staff editor reads it, or undefined. */
export async function readLeader(db: Reader, key: string): Promise<LeaderView | undefined> {
  return (await listLeaders(db)).find((leader) => leader.key === key);
}
