import { describe, expect, it } from "vitest";
import { CLIENT_GROUPS, CLIENTS } from "./home";

describe("home content", () => {
  it("puts every client organisation in exactly one sector group", () => {
    const grouped = CLIENT_GROUPS.flatMap((group) => group.clients);
    expect([...grouped].sort()).toEqual([...CLIENTS].sort());
  });
});
