import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { LANGUAGES, type Lang } from "#core/i18n/languages";

/**
 * One URL per page and language: English at the root, Arabic under /ar, Serbian under /sr.
 * Each language gets its own copy of the route tree, with ids prefixed by the language, so a
 * route module reads its language from the URL and unknown paths fall to that language's 404.
 */
function pages(lang: Lang): RouteConfigEntry[] {
  const id = (name: string) => `${lang}/${name}`;
  return [
    index("routes/home.tsx", { id: id("home") }),
    route("about", "routes/about.tsx", { id: id("about") }),
    route("approach", "routes/approach.tsx", { id: id("approach") }),
    route("solutions", "routes/solutions.tsx", { id: id("solutions") }),
    route("tools", "routes/tools.tsx", { id: id("tools") }),
    route("capability", "routes/capability.tsx", { id: id("capability") }),
    route("industries", "routes/industries.tsx", { id: id("industries") }),
    route("leadership", "routes/leadership.tsx", { id: id("leadership") }),
    route("blog", "routes/blog.tsx", { id: id("blog") }),
    route("blog/topic/:topic", "routes/blog-topic.tsx", { id: id("blog-topic") }),
    route("blog/:slug", "routes/article.tsx", { id: id("article") }),
    route("contact", "routes/contact.tsx", { id: id("contact") }),
    route("methodology", "routes/methodology.tsx", { id: id("methodology") }),
    route("privacy", "routes/legal.tsx", { id: id("privacy") }),
    route("terms", "routes/legal.tsx", { id: id("terms") }),
    route("cookies", "routes/legal.tsx", { id: id("cookies") }),
    route("newsletter", "routes/newsletter.tsx", { id: id("newsletter") }),
    route("newsletter/unsubscribe", "routes/unsubscribe.tsx", { id: id("unsubscribe") }),
    route("newsletter/confirm", "routes/newsletter-confirm.tsx", { id: id("newsletter-confirm") }),
    route("crm", "routes/crm.tsx", { id: id("crm") }),
    route("crm/messages", "routes/crm-messages.tsx", { id: id("crm-messages") }),
    route("crm/trash", "routes/crm-trash.tsx", { id: id("crm-trash") }),
    route("crm/account", "routes/crm-account.tsx", { id: id("crm-account") }),
    route("crm/industry-cues", "routes/crm-cues.tsx", { id: id("crm-cues") }),
    route("crm/team", "routes/crm-team.tsx", { id: id("crm-team") }),
    route("crm/audit", "routes/crm-audit.tsx", { id: id("crm-audit") }),
    route("crm/join/:token", "routes/crm-join.tsx", { id: id("crm-join") }),
    route("crm/reports", "routes/crm-reports.tsx", { id: id("crm-reports") }),
    route("crm/newsletter", "routes/crm-newsletter.tsx", { id: id("crm-newsletter") }),
    route("crm-add", "routes/crm-add.tsx", { id: id("crm-add") }),
    route("catalog", "routes/catalog.tsx", { id: id("catalog") }),
    route("*", "routes/not-found.tsx", { id: id("not-found") }),
  ];
}

export default LANGUAGES.map((lang) =>
  route(lang === "en" ? "" : lang, "routes/site-layout.tsx", { id: `${lang}/site` }, pages(lang)),
) satisfies RouteConfig;
