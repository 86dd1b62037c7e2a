import { describe, expect, it } from "vitest";
import { EDIT_FIELDS, type EditValues, mergeEdits } from "./edit-values";

const base = Object.fromEntries(EDIT_FIELDS.map((f) => [f, ""])) as EditValues;

describe("merging an edit with someone else's saved change", () => {
  it("takes their change where only they changed, keeps mine where only I did, and asks where both did", () => {
    const theirs = { ...base, notes: "their notes", nextAction: "Call back", stage: "won" };
    const mine = { ...base, website: "https://mine.example", nextAction: "Send deck", stage: "won " };
    expect(mergeEdits({ ...base, stage: "lead" }, theirs, { ...mine })).toEqual({
      values: { ...mine, notes: "their notes" },
      conflicts: [{ field: "nextAction", mine: "Send deck", theirs: "Call back" }],
    });
  });
});
