/** The leaders of the e2e tests (crm-people.spec.ts, leadership.spec.ts): made through the API, deleted after. */
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import type { LeaderCreate, LeaderView } from "#core/domain/leaders";
import type { Lang } from "#core/i18n/languages";
import { text } from "./public-site";
import { loginAsStaff } from "./staff";

export const ppl = (lang: Lang, key: string, values: Record<string, string> = {}) =>
  text(lang, "people", key, values);

/** Within the 5 s a change of the leaders takes to be live on every instance. */
export const LIVE = { timeout: 5_000 };

/** Names and monogram letters in each language's own script (the public page's letters test holds). */
export const PERSON = {
  en: { name: "Mila Petrović", initials: "MP" },
  ar: { name: "ميلا بتروفيتش", initials: "م ب" },
  sr: { name: "Мила Петровић", initials: "МП" },
} as const;

/** A new leader through the API (last on the page), its role carrying `tag` in every language. */
export async function addLeader(
  page: Page,
  tag: string,
  changes: Partial<LeaderCreate> = {},
): Promise<LeaderView> {
  const textOf = (lang: Lang) => ({
    name: nameOf(lang, tag),
    initials: PERSON[lang].initials,
    role: `${ppl(lang, "editor.role")} ${tag}`,
    bio: `Bio ${tag}`,
    location: text(lang, "people", "offices.belgrade"),
  });
  const response = await page.request.post("/api/crm/leaders", {
    data: {
      key: `leader-${tag.toLowerCase()}`,
      email: `${tag.toLowerCase()}@example.com`,
      linkedIn: "https://www.linkedin.com/in/example",
      office: "belgrade",
      photoImageId: null,
      texts: { en: textOf("en"), ar: textOf("ar"), sr: textOf("sr") },
      ...changes,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const leader = (await response.json()) as LeaderView;
  deleteAfterTest(leader.key);
  return leader;
}

/** A test's leader's name in a language: the script's own name, and the test's tag. */
export const nameOf = (lang: Lang, tag: string) => `${PERSON[lang].name} ${tag}`;

/** The leaders a test added, deleted after it whatever its outcome (the public page's other tests count them). */
const made: string[] = [];
/** A leader the test made some other way (the editor's form), deleted after it too. */
export const deleteAfterTest = (key: string) => void made.push(key);
/** Registers, in a spec file, the deleting of its tests' leaders after each test. */
export function deleteLeadersAfterEach(): void {
  test.afterEach(async ({ page }) => {
    if (made.length === 0) return;
    await loginAsStaff(page);
    for (const key of made.splice(0)) await page.request.delete(`/api/crm/leaders/${key}`);
  });
}

/** An image uploaded to the media library (600 × 750 px) with its alt text in the three languages. */
export async function uploadPhoto(page: Page, tag: string) {
  const bytes = await sharp({
    create: { width: 600, height: 750, channels: 3, background: { r: 30, g: 110, b: 170 } },
  })
    .jpeg()
    .toBuffer();
  const upload = await page.request.post("/api/crm/media", {
    multipart: { file: { name: `${tag}.jpg`, mimeType: "image/jpeg", buffer: bytes } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = (await upload.json()) as { id: number };
  const alt = { en: `Portrait ${tag}`, ar: `صورة ${tag}`, sr: `Портрет ${tag}` };
  expect((await page.request.patch(`/api/crm/media/${id}`, { data: { alt } })).status()).toBe(200);
  return { id, alt };
}
