// What the leadership page is rendered with at build time to find the rules it can use
// and the author card (scripts/request-page-stylesheets.ts): leaders with a photo or a monogram, in each language's script.
import type { PublicLeader } from "#core/domain/leaders";
import type { Lang } from "#core/i18n/languages";

const leader = (key: string, name: string, initials: string, photo: PublicLeader["photo"]): PublicLeader => ({
  key,
  email: `${key}@example.com`,
  linkedIn: `https://www.linkedin.com/in/${key}`,
  office: "belgrade",
  name,
  role: name,
  bio: name,
  location: name,
  initials,
  photo,
});

const PHOTO = { id: 1, width: 800, height: 1000, widths: [480], alt: "A sample photo" };

const NAMES: Record<Lang, [string, string]> = {
  en: ["Sample Leader", "SL"],
  ar: ["اسم القائد", "ا ق"],
  sr: ["Пример Особе", "ПО"],
};

/** The sample article's author ("nikola-markovic") with a photo or not, and a leader with a monogram. */
export const sampleLeaders = (lang: Lang, photo: boolean): PublicLeader[] => [
  leader("nikola-markovic", NAMES[lang][0], NAMES[lang][1], photo ? PHOTO : null),
  leader("sample-monogram", NAMES[lang][0], NAMES[lang][1], null),
];
