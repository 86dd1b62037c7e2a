import { describe, expect, it } from "vitest";
import { zonedInputToIso } from "./zoned-time";

describe("a schedule's wall-clock time in the staff member's office time zone", () => {
  it("reads Riyadh (UTC+3) and Belgrade in winter and in summer time, whatever the browser's zone", () => {
    expect(zonedInputToIso("2026-12-01T09:30", "Asia/Riyadh")).toBe("2026-12-01T06:30:00.000Z");
    expect(zonedInputToIso("2026-12-01T09:30", "Europe/Belgrade")).toBe("2026-12-01T08:30:00.000Z");
    expect(zonedInputToIso("2026-07-01T09:30", "Europe/Belgrade")).toBe("2026-07-01T07:30:00.000Z");
    expect(zonedInputToIso("", "Asia/Riyadh")).toBeNull();
  });
});
