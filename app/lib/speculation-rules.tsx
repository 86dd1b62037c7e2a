/** Links that must not be fetched ahead: the staff app, the API, the language choice, the newsletter. */
const NOT_AHEAD = ["/api/*", "/language/*", "/crm*", "/catalog*", "/newsletter*"].flatMap((path) =>
  path.startsWith("/api") || path.startsWith("/language") ? [path] : [path, `/ar${path}`, `/sr${path}`],
);

const RULES = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: NOT_AHEAD } }] },
      eagerness: "moderate",
    },
  ],
});

/**
 * Speculation Rules: a document link is prerendered when the pointer rests on it (or is pressed, on
 * touch screens), so that the next page shows at once. An inline JSON script: the CSP allows it by its
 * hash on prerendered pages and by the nonce on the others.
 */
export function SpeculationRules({ nonce }: { nonce?: string }) {
  return (
    <script
      type="speculationrules"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: constant JSON written above, nothing from input
      dangerouslySetInnerHTML={{ __html: RULES }}
    />
  );
}
