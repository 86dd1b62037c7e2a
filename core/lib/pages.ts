/**
 * The one table of the site's pages (decision 031). Each line is one page in every language: its
 * language-neutral path, its route module, how it is served, and where it is linked from. app/routes.ts makes
 * the route trees from it, core/lib/prerender.ts the prerendered URLs, server/seo.ts the sitemap and
 * robots.txt, the header, menu and footer their links, and the root which script a page ships.
 *
 * A page's kind:
 * - `page`: public, prerendered in every language (but a `live` one, read per request) and listed in the sitemap;
 * - `dynamic`: public, with a URL parameter: its URLs come from content (core/lib/prerender.ts, the blog's);
 * - `request`: a document rendered per request (the newsletter's pages, an insight's staff preview): neither
 *   prerendered nor in the sitemap;
 * - `staff`: the staff app, rendered per request, hydrated by React Router, kept out by robots.txt;
 * - `fallback`: any other path, the 404.
 */
export type PageKind = "page" | "dynamic" | "request" | "staff" | "fallback";

export type FooterGroup = "services" | "company" | "legal";

export interface PageEntry {
  /** The route's id after its language (`en/about`). */
  readonly id: string;
  /** Without a language prefix, as React Router reads it with a leading slash: `/`, `/blog/:slug`, `*`. */
  readonly path: string;
  /** The route module, from app/. */
  readonly module: string;
  readonly kind: PageKind;
  /** In the header and the menu, in the table's order, labelled by this key of `common`. */
  readonly nav?: string;
  /** In the footer, in the table's order within its group, labelled by this key of `common`. */
  readonly footer?: { readonly group: FooterGroup; readonly label: string };
  /** Its interactive parts are islands (decision 007): the page ships their boot script and no other. */
  readonly islands?: true;
  /** A `page` read from the database per request (the blog's list, decision 030): in the sitemap, not prerendered. */
  readonly live?: true;
}

export const PAGES = [
  {
    id: "home",
    path: "/",
    module: "routes/home.tsx",
    kind: "page",
    nav: "nav.home",
    islands: true,
    live: true,
  },
  {
    id: "about",
    path: "/about",
    module: "routes/about.tsx",
    kind: "page",
    nav: "nav.about",
    footer: { group: "company", label: "nav.about" },
  },
  { id: "approach", path: "/approach", module: "routes/approach.tsx", kind: "page", nav: "nav.approach" },
  { id: "solutions", path: "/solutions", module: "routes/solutions.tsx", kind: "page", nav: "nav.solutions" },
  {
    id: "tools",
    path: "/tools",
    module: "routes/tools.tsx",
    kind: "page",
    nav: "nav.tools",
    footer: { group: "services", label: "footer.tools" },
    islands: true,
  },
  {
    id: "capability",
    path: "/capability",
    module: "routes/capability.tsx",
    kind: "page",
    nav: "nav.capability",
  },
  {
    id: "industries",
    path: "/industries",
    module: "routes/industries.tsx",
    kind: "page",
    nav: "nav.industries",
    live: true,
  },
  {
    id: "leadership",
    path: "/leadership",
    module: "routes/leadership.tsx",
    kind: "page",
    nav: "nav.leadership",
    footer: { group: "company", label: "nav.leadership" },
    live: true,
  },
  {
    id: "blog",
    path: "/blog",
    module: "routes/blog.tsx",
    kind: "page",
    nav: "nav.blog",
    footer: { group: "company", label: "nav.blog" },
    islands: true,
    live: true,
  },
  { id: "blog-topic", path: "/blog/topic/:topic", module: "routes/blog-topic.tsx", kind: "dynamic" },
  { id: "article", path: "/blog/:slug", module: "routes/article.tsx", kind: "dynamic" },
  {
    id: "contact",
    path: "/contact",
    module: "routes/contact.tsx",
    kind: "page",
    footer: { group: "company", label: "footer.contact" },
    islands: true,
  },
  {
    id: "methodology",
    path: "/methodology",
    module: "routes/methodology.tsx",
    kind: "page",
    footer: { group: "services", label: "footer.capabilityAcceleration" },
  },
  {
    id: "privacy",
    path: "/privacy",
    module: "routes/legal.tsx",
    kind: "page",
    footer: { group: "legal", label: "footer.privacy" },
  },
  {
    id: "terms",
    path: "/terms",
    module: "routes/legal.tsx",
    kind: "page",
    footer: { group: "legal", label: "footer.terms" },
  },
  {
    id: "cookies",
    path: "/cookies",
    module: "routes/legal.tsx",
    kind: "page",
    footer: { group: "legal", label: "footer.cookies" },
  },
  { id: "newsletter", path: "/newsletter", module: "routes/newsletter.tsx", kind: "request" },
  { id: "unsubscribe", path: "/newsletter/unsubscribe", module: "routes/unsubscribe.tsx", kind: "request" },
  {
    id: "newsletter-confirm",
    path: "/newsletter/confirm",
    module: "routes/newsletter-confirm.tsx",
    kind: "request",
  },
  { id: "crm", path: "/crm", module: "routes/crm.tsx", kind: "staff" },
  { id: "crm-messages", path: "/crm/messages", module: "routes/crm-messages.tsx", kind: "staff" },
  { id: "crm-trash", path: "/crm/trash", module: "routes/crm-trash.tsx", kind: "staff" },
  { id: "crm-account", path: "/crm/account", module: "routes/crm-account.tsx", kind: "staff" },
  { id: "crm-cues", path: "/crm/industry-cues", module: "routes/crm-cues.tsx", kind: "staff" },
  { id: "crm-team", path: "/crm/team", module: "routes/crm-team.tsx", kind: "staff" },
  { id: "crm-media", path: "/crm/media", module: "routes/crm-media.tsx", kind: "staff" },
  { id: "crm-audit", path: "/crm/audit", module: "routes/crm-audit.tsx", kind: "staff" },
  { id: "crm-join", path: "/crm/join/:token", module: "routes/crm-join.tsx", kind: "staff" },
  { id: "crm-reports", path: "/crm/reports", module: "routes/crm-reports.tsx", kind: "staff" },
  { id: "crm-newsletter", path: "/crm/newsletter", module: "routes/crm-newsletter.tsx", kind: "staff" },
  { id: "crm-cases", path: "/crm/cases", module: "routes/crm-cases.tsx", kind: "staff" },
  { id: "crm-case-new", path: "/crm/cases/new", module: "routes/crm-case.tsx", kind: "staff" },
  { id: "crm-case", path: "/crm/cases/:key", module: "routes/crm-case.tsx", kind: "staff" },
  { id: "crm-insights", path: "/crm/insights", module: "routes/crm-insights.tsx", kind: "staff" },
  { id: "crm-people", path: "/crm/people", module: "routes/crm-people.tsx", kind: "staff" },
  { id: "crm-person-new", path: "/crm/people/new", module: "routes/crm-person.tsx", kind: "staff" },
  { id: "crm-person", path: "/crm/people/:key", module: "routes/crm-person.tsx", kind: "staff" },
  { id: "crm-insight-new", path: "/crm/insights/new", module: "routes/crm-insight.tsx", kind: "staff" },
  { id: "crm-insight", path: "/crm/insights/:id", module: "routes/crm-insight.tsx", kind: "staff" },
  {
    id: "crm-insight-preview",
    path: "/crm/insights/:id/preview/:lang",
    module: "routes/crm-insight-preview.tsx",
    // A document like the public page it previews (no app script); its loader lets only staff in.
    kind: "request",
  },
  { id: "crm-add", path: "/crm-add", module: "routes/crm-add.tsx", kind: "staff" },
  { id: "catalog", path: "/catalog", module: "routes/catalog.tsx", kind: "staff" },
  { id: "not-found", path: "*", module: "routes/not-found.tsx", kind: "fallback" },
] as const satisfies readonly PageEntry[];

type Page = (typeof PAGES)[number];

/** The public pages' paths (kind `page`), in the table's order: prerendered, in the sitemap. */
export type PublicPagePath = Extract<Page, { kind: "page" }>["path"];

export const PUBLIC_PAGES: readonly PublicPagePath[] = PAGES.flatMap((page) =>
  page.kind === "page" ? [page.path] : [],
);

/** The header navigation (and the menu's), in the table's order, with the key of its label in `common`. */
export const NAV_ITEMS: readonly { path: PublicPagePath; label: string }[] = PAGES.flatMap((page) =>
  "nav" in page ? [{ path: page.path, label: page.nav }] : [],
);

/** The footer's links to pages of a group, in the table's order. */
export function footerLinks(group: FooterGroup): { path: PublicPagePath; label: string }[] {
  return PAGES.flatMap((page) =>
    "footer" in page && page.footer.group === group ? [{ path: page.path, label: page.footer.label }] : [],
  );
}

/** The public pages with islands; every other public page is a document without script. */
export const PAGES_WITH_ISLANDS: ReadonlySet<string> = new Set(
  PAGES.flatMap((page) => ("islands" in page ? [page.path] : [])),
);

/** The staff app's pages without a parameter (each under /crm, /crm-add or /catalog). */
export const STAFF_PAGES: readonly string[] = PAGES.flatMap((page) =>
  page.kind === "staff" && !page.path.includes(":") ? [page.path] : [],
);

/** The line of a route id (`ar/blog`, or just `blog`); undefined for the frame and the root. */
export function pageOfRoute(routeId: string): PageEntry | undefined {
  const id = routeId.slice(routeId.indexOf("/") + 1);
  return PAGES.find((page) => page.id === id);
}
