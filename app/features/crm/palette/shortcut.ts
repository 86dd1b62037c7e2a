/** What the palette reads of the browser to name its shortcut (navigator, or a stand-in in tests). */
export interface PlatformHints {
  userAgentData?: { platform?: string } | undefined;
  platform?: string;
}

/**
 * True on Apple platforms (macOS, iPadOS, iOS), where the palette's shortcut is ⌘K: the User-Agent Client
 * Hints' platform where the browser has them (Chromium: "macOS"), else the older navigator.platform
 * ("MacIntel", "iPhone", "iPad").
 */
export function isApplePlatform(hints: PlatformHints): boolean {
  const platform = hints.userAgentData?.platform || hints.platform || "";
  return /^(mac|iphone|ipad|ipod|ios)/i.test(platform);
}
