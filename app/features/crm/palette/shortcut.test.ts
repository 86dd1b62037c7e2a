import { describe, expect, it } from "vitest";
import { isApplePlatform } from "./shortcut";

describe("the palette's shortcut label", () => {
  it("is ⌘K on Apple platforms, by the client hints or else navigator.platform", () => {
    expect(isApplePlatform({ userAgentData: { platform: "macOS" }, platform: "MacIntel" })).toBe(true);
    expect(isApplePlatform({ platform: "MacIntel" })).toBe(true);
    expect(isApplePlatform({ platform: "iPhone" })).toBe(true);
    expect(isApplePlatform({ platform: "iPad" })).toBe(true);
    expect(isApplePlatform({ userAgentData: { platform: "iOS" } })).toBe(true);
  });

  it("stays Ctrl K elsewhere, and when the browser says nothing", () => {
    expect(isApplePlatform({ userAgentData: { platform: "Windows" }, platform: "Win32" })).toBe(false);
    expect(isApplePlatform({ userAgentData: { platform: "Linux" }, platform: "Linux x86_64" })).toBe(false);
    expect(isApplePlatform({ userAgentData: { platform: "Android" }, platform: "Linux armv8l" })).toBe(false);
    expect(isApplePlatform({ userAgentData: { platform: "" }, platform: "" })).toBe(false);
    expect(isApplePlatform({})).toBe(false);
  });
});
