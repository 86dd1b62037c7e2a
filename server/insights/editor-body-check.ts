/**
 * The editor's minimal reading of an insight body, until the shared parser (core/domain/insight-body.ts,
 * parseInsightBody / imageIdsIn) lands: the targets of its inline links and the images it references.
 * To fold into that parser at merge.
 */
const LINK = /(?<!!)\[[^\]\n]*\]\(([^)\s]*)\)/g;
const IMAGE = /^!\[[^\]\n]*\]\(image:([0-9]+)\)$/gm;

/** A link the site may carry: http(s) to anywhere, or a path of this site ("/blog", not "//host"). */
export function isAllowedLink(target: string): boolean {
  return /^https?:\/\/[^\s/]+/i.test(target) || (target.startsWith("/") && !target.startsWith("//"));
}

/** The body's link targets that are neither http(s) nor site-relative, in order. */
export function refusedLinks(body: string): string[] {
  return [...body.matchAll(LINK)].map((m) => m[1] ?? "").filter((target) => !isAllowedLink(target));
}

/** The ids of the images the body shows (`![](image:<id>)` paragraphs), each once, in order. */
export function imageIdsIn(body: string): number[] {
  return [...new Set([...body.matchAll(IMAGE)].map((m) => Number(m[1])))];
}
