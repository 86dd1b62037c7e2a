import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { MEDIA_PAGE_SIZE } from "#core/domain/media-library";
import { uniqueTag } from "./crm-helpers";
import { addLeader, deleteLeadersAfterEach, ppl, uploadPhoto } from "./support/leaders";
import { getHref, LANGUAGES } from "./support/public-site";
import { loginAsStaff } from "./support/staff";

/**
 * A leader's photo can be any image of the media library, not only the newest page of it. The test pushes its
 * photo off the library's first page with newer images, so it runs alone, after every other test (the media
 * library's own test expects its upload on the first page).
 */
test.describe.configure({ timeout: 180_000 });
deleteLeadersAfterEach();

for (const lang of LANGUAGES) {
  test(`the photo picker lists an image beyond the media library's first page, and the leader is saved with it (${lang})`, async ({
    page,
  }) => {
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const leader = await addLeader(page, tag);
    const { id, alt } = await uploadPhoto(page, tag);
    const small = await sharp({
      create: { width: 40, height: 50, channels: 3, background: { r: 200, g: 200, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    const newer: number[] = [];
    try {
      for (let n = 0; n < MEDIA_PAGE_SIZE; n++) {
        const upload = await page.request.post("/api/crm/media", {
          multipart: { file: { name: `${tag}-${n}.jpg`, mimeType: "image/jpeg", buffer: small } },
        });
        expect(upload.status(), await upload.text()).toBe(201);
        newer.push(((await upload.json()) as { id: number }).id);
      }
      const first = (await (await page.request.get("/api/crm/media?page=1")).json()) as {
        images: { id: number }[];
      };
      expect(first.images.map((image) => image.id)).not.toContain(id);

      await page.goto(getHref(`/crm/people/${leader.key}`, lang));
      const picker = page.locator("#leader-photo");
      await expect(picker.locator("option", { hasText: alt[lang] })).toHaveCount(1);
      await picker.selectOption({ label: alt[lang] });
      await expect(picker).toHaveValue(String(id));
      await expect(page.getByRole("img", { name: alt[lang], exact: true })).toBeVisible();
      await page.getByRole("button", { name: ppl(lang, "editor.save"), exact: true }).click();
      await expect(page.getByText(ppl(lang, "editor.saved"))).toBeVisible();
      const saved = (await (await page.request.get(`/api/crm/leaders/${leader.key}`)).json()) as {
        photoImageId: number | null;
      };
      expect(saved.photoImageId).toBe(id);
    } finally {
      for (const image of newer) await page.request.delete(`/api/crm/media/${image}`);
    }
  });
}
