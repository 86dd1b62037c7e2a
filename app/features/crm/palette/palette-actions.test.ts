import { describe, expect, it } from "vitest";
import ar from "#core/i18n/locales/ar/crm.json";
import en from "#core/i18n/locales/en/crm.json";
import sr from "#core/i18n/locales/sr/crm.json";
import { matchActions, PALETTE_ACTIONS, type PaletteActionId } from "./palette-actions";

const labels =
  (messages: typeof en, company = "Kovačević d.o.o.") =>
  (id: PaletteActionId) =>
    messages.palette.actions[id].replace("{{company}}", company);

const ids = (query: string, messages: typeof en, companyOpen = false) =>
  matchActions(query, { companyOpen, label: labels(messages) }).map((action) => action.id);

describe("the command palette's actions", () => {
  it("are all listed, in order, when nothing is typed; adding a contact only with a company open", () => {
    expect(ids("", en)).toEqual(PALETTE_ACTIONS.filter((id) => id !== "addContact"));
    expect(ids("", en, true)).toEqual([...PALETTE_ACTIONS]);
    expect(matchActions("", { companyOpen: true, label: labels(en) })[0]?.range).toBeNull();
  });

  it("are filtered by the typed text, in any case, labels starting with it first", () => {
    expect(ids("ADD", en, true)).toEqual(["addCompany", "addContact", "addProject"]);
    expect(ids("export", en)).toEqual(["exportCompanies", "exportContacts", "exportProjects"]);
    // "board" starts a word of "Go to board"; "cards" only inside the list's label.
    expect(ids("board", en)).toEqual(["goBoard"]);
    expect(ids("go to", en)).toEqual(["goList", "goBoard", "goFollowUps", "goTrash"]);
    expect(ids("zzz", en)).toEqual([]);
    expect(ids("sign", en)).toEqual(["signOut"]);
  });

  it("match every typed word when the words are apart, and mark a contiguous match", () => {
    expect(ids("export csv contacts", en)).toEqual(["exportContacts"]);
    const [contacts] = matchActions("contact", { companyOpen: true, label: labels(en) });
    expect(contacts?.id).toBe("addContact");
    expect(contacts?.range).toEqual([4, 11]);
    const [scattered] = matchActions("export csv contacts", { companyOpen: false, label: labels(en) });
    expect(scattered?.range).toBeNull();
  });

  it("find the open company's name in 'add contact to' without its accents", () => {
    const [hit] = matchActions("kovacevic", { companyOpen: true, label: labels(en) });
    expect(hit?.id).toBe("addContact");
    expect(hit?.label.slice(...(hit.range ?? [0, 0]))).toBe("Kovačević");
  });

  it("fold Serbian Cyrillic and Latin alike, and Arabic letter forms", () => {
    // "Иди на таблу": typed in Latin or Cyrillic, either case.
    expect(ids("tablu", sr)).toEqual(["goBoard"]);
    expect(ids("ТАБЛ", sr)).toEqual(["goBoard"]);
    expect(ids("izvezi kontakte", sr)).toEqual(["exportContacts"]);
    // أضافة with a hamza is folded to اضافة like the label's إضافة.
    expect(ids("أضافة", ar)).toEqual(["addCompany", "addProject"]);
    expect(ids("اللوحة", ar)).toEqual(["goBoard"]);
    expect(ids("odjavi", sr)).toEqual(["signOut"]);
    expect(ids("الخروج", ar)).toEqual(["signOut"]);
  });
});
