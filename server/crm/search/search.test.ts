import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CrmSearchResult } from "#core/domain/crm-search";
import { fold, phoneKey } from "#core/domain/search-fold";
import { rowsOf } from "../../db/rows";
import { setupCrmApp } from "../test-support";

const crm = setupCrmApp({ perTest: true });

async function search(q: string) {
  const res = await crm.call<CrmSearchResult>("GET", `/api/crm/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.body;
}
const names = (hits: { name: string }[]) => hits.map((h) => h.name);

async function addCompany(companyName: string, extra: Record<string, unknown> = {}) {
  const res = await crm.call<{ id: number }>("POST", "/api/crm/companies", {
    companyName,
    industry: "FMCG",
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe("folding in the browser and in the database agree", () => {
  const samples = [
    "Đorđević Šumadija ŽIVKOVIĆ Čačak",
    "Ђорђевић Шумадија Живковић Чачак Љиљана Њиве Џеп",
    "Niš Ниш NIS",
    "أحمد إبراهيم آل مكتبة ٱلقاهرة",
    "مُحَمَّد الـمـدينة ١٢٣٤٥٦٧٨٩٠ ۱۲۳",
    "Crème Brûlée Straße Œuvre Ærø",
    "100% pure_juice \\ 'quote'",
  ];
  it("folds the same text to the same letters", async () => {
    for (const text of samples) {
      const [row] = rowsOf<{ f: string }>(
        await crm.t.database.db.execute(sql`select crm_fold(${text}) as f`),
      );
      expect(row?.f).toBe(fold(text));
    }
    expect(fold("Đorđević")).toBe("djordjevic");
    expect(fold("Ђорђевић")).toBe("djordjevic");
    expect(fold("Ниш")).toBe(fold("Niš"));
    expect(fold("أحمد")).toBe(fold("احمد"));
    expect(fold("مكتبة")).toBe("مكتبه");
    expect(fold("مُحَمَّد")).toBe("محمد");
    expect(fold("١٢٣")).toBe("123");
  });
  it("reduces phone numbers to the same digits", async () => {
    for (const text of [
      "+381 63 123 4567",
      "00381631234567",
      "063/123-4567",
      "+966 ٥٥ ١٢٣ ٤٥٦٧",
      "05 5123 4567",
    ]) {
      const [row] = rowsOf<{ p: string }>(
        await crm.t.database.db.execute(sql`select crm_phone(${text}) as p`),
      );
      expect(row?.p).toBe(phoneKey(text));
    }
    expect(phoneKey("+381 63 123 4567")).toBe("631234567");
    expect(phoneKey("063 123 4567")).toBe("631234567");
    expect(phoneKey("+966 ٥٥ ١٢٣ ٤٥٦٧")).toBe("551234567");
  });
});

/** The companies, contact and project the search tests look for, in the test's own database. */
async function addSearchables() {
  const kovacevic = await addCompany("Kovačević d.o.o.", {
    website: "https://kovacevic.rs",
    notes: "Met at the Belgrade fair; interested in a brand tracker for Šumadija",
  });
  await addCompany("Ђорђевић и синови");
  await addCompany("Niš Pekara");
  await addCompany("Пекара Ниш");
  await addCompany("مكتبة جرير", { nextAction: "إرسال العرض" });
  await addCompany("Almarai", { nextAction: "Call about the Q3 tender" });
  const contact = await crm.call("POST", "/api/crm/contacts", {
    companyId: kovacevic,
    name: "Jelena Živković",
    email: "jelena@kovacevic.rs",
    phone: "+381 63 123 4567",
    position: "Marketing director",
  });
  expect(contact.status).toBe(201);
  const project = await crm.call("POST", "/api/crm/projects", {
    companyId: kovacevic,
    projectName: "Brand health tracker",
    deliverables: "Quarterly dashboard for Vojvodina",
  });
  expect(project.status).toBe(201);
}

describe("one search over companies, contacts and projects", () => {
  it("folds case and accents, Đ to Dj, across Latin and Cyrillic", async () => {
    await addSearchables();
    expect(names((await search("kovacevic")).companies)).toEqual(["Kovačević d.o.o."]);
    expect(names((await search("Djordjevic")).companies)).toEqual(["Ђорђевић и синови"]);
    expect(names((await search("ĐORĐEVIĆ")).companies)).toEqual(["Ђорђевић и синови"]);
    const nis = names((await search("Niš")).companies).sort();
    expect(nis).toEqual(["Niš Pekara", "Пекара Ниш"]);
    expect(names((await search("Ниш")).companies).sort()).toEqual(nis);
    expect(names((await search("nis")).companies).sort()).toEqual(nis);
  });

  it("normalises Arabic letter forms and finds next actions", async () => {
    await addSearchables();
    expect(names((await search("مكتبه")).companies)).toEqual(["مكتبة جرير"]);
    const hit = (await search("ارسال")).companies[0];
    expect(hit?.name).toBe("مكتبة جرير");
    expect(hit?.match).toEqual({ field: "nextAction", text: "إرسال العرض", range: [0, 5] });
    expect((await search("q3 tender")).companies[0]?.match.field).toBe("nextAction");
  });

  it("finds notes and websites and shows the matched part", async () => {
    await addSearchables();
    const notes = (await search("sumadija")).companies[0];
    expect(notes?.name).toBe("Kovačević d.o.o.");
    expect(notes?.match.field).toBe("notes");
    const [start, end] = notes?.match.range ?? [0, 0];
    expect(notes?.match.text.slice(start, end)).toBe("Šumadija");
    expect((await search("kovacevic.rs")).companies[0]?.match.field).toBe("website");
  });

  it("finds contacts by name, e-mail and phone (spaces and country prefix ignored)", async () => {
    await addSearchables();
    const byName = (await search("zivkovic")).contacts;
    expect(byName.map((c) => [c.name, c.companyName])).toEqual([["Jelena Živković", "Kovačević d.o.o."]]);
    expect((await search("Живковић")).contacts).toHaveLength(1);
    expect((await search("jelena@kov")).contacts[0]?.match.field).toBe("email");
    for (const phone of ["063 123 4567", "+381631234567", "0038163 123 45 67", "1234567"]) {
      const found = (await search(phone)).contacts;
      expect(
        found.map((c) => c.name),
        phone,
      ).toEqual(["Jelena Živković"]);
      expect(found[0]?.match.field).toBe("phone");
    }
    expect((await search("063 999 9999")).contacts).toEqual([]);
  });

  it("finds projects by name and deliverables", async () => {
    await addSearchables();
    expect(names((await search("health")).projects)).toEqual(["Brand health tracker"]);
    expect((await search("vojvodina")).projects[0]?.match.field).toBe("deliverables");
  });

  it("ranks a name that starts with the query first", async () => {
    await addSearchables();
    await addCompany("Pekara Zlatni klas");
    expect(names((await search("pekara")).companies)).toEqual(
      ["Pekara Ниш", "Pekara Zlatni klas", "Niš Pekara"].map((n) => (n === "Pekara Ниш" ? "Пекара Ниш" : n)),
    );
  });

  it("looks up name prefixes for one or two letters and takes % and _ literally", async () => {
    await addSearchables();
    expect(names((await search("Al")).companies)).toEqual(["Almarai"]);
    expect((await search("Al")).contacts).toEqual([]);
    expect((await search("%%%")).companies).toEqual([]);
    expect((await search("___")).companies).toEqual([]);
    expect((await search("   ")).companies).toEqual([]);
  });

  it("needs a staff session", async () => {
    const res = await crm.t.request("/api/crm/search?q=nis");
    expect(res.status).toBe(401);
  });
});
