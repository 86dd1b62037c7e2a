// The pages rendered per request that are documents (the 404, the unsubscribe and confirmation links' pages, the
// newsletter form's answer) get their own rules inline too, like the prerendered ones (decision 020). Their text is
// only known per request, but what they can show is: each state of each page, per language. After
// prerendering (react-router.config.ts `buildEnd`), this renders every state through the built server
// handler, with the services' possible answers, and writes for each page (route id) the rules the union of its
// states can use to `build/server/page-stylesheets.json`; the server (server/pages.ts) puts them inline.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { PublicCaseStudy } from "#core/domain/case-studies";
import type { InsightArticle, InsightPage } from "#core/domain/insights";
import { LANGUAGE_INFO, LANGUAGES } from "#core/i18n/languages";
import { LANGUAGE_NOTICE_CLASSES } from "#core/lib/language-notice";
import {
  type ConfirmationFound,
  type OperationOutcome,
  type PageServices,
  pageServicesContext,
  renderedRouteContext,
  type SubscriptionFound,
} from "#core/lib/request-context";
import { Chunks, pageScripts, pageStylesheet } from "./page-stylesheets";
import { SAMPLE_CASES } from "./sample-cases";
import { SAMPLE_INSIGHTS, SAMPLE_PAGE } from "./sample-insights";
import { sampleLeaders } from "./sample-leaders";

/** What the page services answer in one state (a service a state does not expect fails the build). */
interface Answers {
  lookUp?: OperationOutcome<SubscriptionFound>;
  unsubscribe?: OperationOutcome<SubscriptionFound>;
  subscribe?: OperationOutcome<{ status: "subscribed" }>;
  /** The published insights the blog's pages read. */
  insights?: { list: InsightArticle[]; page?: InsightPage };
  /** The leadership page's and the author cards' leaders: samples in the page's language, or none. */
  leaders?: "photo" | "monogram";
  confirm?: OperationOutcome<ConfirmationFound>;
  /** The case studies the home and industries pages read. */
  cases?: PublicCaseStudy[];
}

interface PageState {
  /** Path without the language prefix. */
  path: string;
  /** A form posted (the page's action), as a visitor without script sends it. */
  form?: Record<string, string>;
  answers?: Answers;
}

const ADDRESS = "name@example.com";
const TOKEN = "t".repeat(43);
const found = (state: SubscriptionFound["state"]) => ({ ok: true as const, data: { state, email: ADDRESS } });
const refused = { ok: false as const, status: 400, code: "validation", message: "Invalid" };

/** Every state each page can show, by the name of its route (the route id without its language). */
export const REQUEST_PAGES: Record<string, PageState[]> = {
  "not-found": [{ path: "/no-such-page" }],
  unsubscribe: [
    { path: "/newsletter/unsubscribe" },
    { path: `/newsletter/unsubscribe?token=${TOKEN}`, answers: { lookUp: found("subscribed") } },
    { path: `/newsletter/unsubscribe?token=${TOKEN}`, answers: { lookUp: found("unsubscribed") } },
    { path: `/newsletter/unsubscribe?token=${TOKEN}`, answers: { lookUp: refused } },
    {
      path: "/newsletter/unsubscribe",
      form: { token: TOKEN },
      answers: { unsubscribe: found("unsubscribed") },
    },
    { path: "/newsletter/unsubscribe", form: { token: TOKEN }, answers: { unsubscribe: refused } },
  ],
  // The blog's pages read the insights (decision 030): a sample with every kind of block, and an empty list.
  blog: [
    { path: "/blog", answers: { insights: { list: SAMPLE_INSIGHTS } } },
    { path: "/blog", answers: { insights: { list: [] } } },
  ],
  // The leaders staff edit: one with a photo and one with a monogram; and none.
  leadership: [
    { path: "/leadership", answers: { leaders: "photo" } },
    { path: "/leadership", answers: {} },
  ],
  "blog-topic": [{ path: "/blog/topic/research-practice", answers: { insights: { list: SAMPLE_INSIGHTS } } }],
  // The home and industries pages read the case studies: a sample of each kind, and none.
  home: [
    { path: "/", answers: { cases: SAMPLE_CASES } },
    { path: "/", answers: { cases: [] } },
  ],
  industries: [
    { path: "/industries", answers: { cases: SAMPLE_CASES } },
    { path: "/industries", answers: { cases: [] } },
  ],
  article: (["photo", "monogram"] as const).map((leaders) => ({
    path: "/blog/sample",
    answers: { insights: { list: SAMPLE_INSIGHTS, page: SAMPLE_PAGE }, leaders },
  })),
  "newsletter-confirm": [
    { path: "/newsletter/confirm" },
    {
      path: `/newsletter/confirm?token=${TOKEN}`,
      answers: { confirm: { ok: true, data: { state: "confirmed", email: ADDRESS } } },
    },
    { path: `/newsletter/confirm?token=${TOKEN}`, answers: { confirm: refused } },
  ],
  newsletter: [
    { path: "/newsletter" },
    {
      path: "/newsletter",
      form: { email: ADDRESS },
      answers: { subscribe: { ok: true, data: { status: "subscribed" } } },
    },
    { path: "/newsletter", form: { email: "name@" }, answers: { subscribe: refused } },
  ],
};

function services(answers: Answers, page: string): PageServices {
  const answer = <T>(name: keyof Answers, value: OperationOutcome<T> | undefined) => {
    if (!value)
      throw new Error(`The state of "${page}" called the ${name} service, which it does not expect`);
    return Promise.resolve(value);
  };
  return {
    contact: { submit: () => Promise.reject(new Error(`"${page}" called the contact service`)) },
    newsletter: {
      lookUp: () => answer("lookUp", answers.lookUp),
      unsubscribe: () => answer("unsubscribe", answers.unsubscribe),
      subscribe: () => answer("subscribe", answers.subscribe),
      confirm: () => answer("confirm", answers.confirm),
    },
    insights: {
      list: (lang) =>
        Promise.resolve((answers.insights?.list ?? []).map((article) => ({ ...article, lang }))),
      page: (lang) =>
        Promise.resolve(
          answers.insights?.page
            ? { ...answers.insights.page, article: { ...answers.insights.page.article, lang } }
            : null,
        ),
      preview: () => Promise.reject(new Error(`"${page}" called the insights preview`)),
    },
    cases: {
      list: () =>
        answers.cases
          ? Promise.resolve(answers.cases)
          : Promise.reject(new Error(`"${page}" called the case studies service`)),
    },
    leaders: {
      list: (lang) =>
        Promise.resolve(answers.leaders ? sampleLeaders(lang, answers.leaders === "photo") : []),
    },
  };
}

const ORIGIN = "http://localhost";

/** The HTML of `state` in `lang`, checked to be `route`'s own rendering (not an error screen). */
async function render(
  handler: ReturnType<typeof createRequestHandler>,
  route: string,
  state: PageState,
  lang: string,
): Promise<string> {
  const url = `${ORIGIN}${lang === "en" ? "" : `/${lang}`}${state.path}`;
  const request = state.form
    ? new Request(url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
        body: new URLSearchParams(state.form).toString(),
      })
    : new Request(url);
  const context = new RouterContextProvider();
  context.set(pageServicesContext, services(state.answers ?? {}, route));
  const response = await handler(request, context);
  const html = await response.text();
  const rendered = context.get(renderedRouteContext);
  if (rendered !== `${lang}/${route}` || response.status >= 500) {
    throw new Error(`${request.method} ${url} rendered ${rendered ?? "an error"} (${response.status})`);
  }
  return html;
}

/**
 * Writes `<serverDir>/page-stylesheets.json`: for each page rendered per request, in each language, the rules
 * of the site's stylesheet that its states can use. Returns how many pages.
 */
export async function writeRequestPageStylesheets(
  serverDir: string,
  clientDir: string,
  fontsDir: string,
): Promise<number> {
  const build = (await import(
    /* @vite-ignore */ pathToFileURL(path.join(serverDir, "index.js")).href
  )) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const ownFonts = new Set(readdirSync(fontsDir));
  const chunks = new Chunks(path.join(clientDir, "assets"));
  const out: Record<string, { href: string; css: string }> = {};
  for (const lang of LANGUAGES) {
    for (const [route, states] of Object.entries(REQUEST_PAGES)) {
      const pages: string[] = [];
      for (const state of states) pages.push(await render(handler, route, state, lang));
      const html = pages.join("\n");
      const links = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g)];
      const hrefs = new Set(links.map((link) => link[1] ?? ""));
      if (hrefs.size !== 1) throw new Error(`${lang}/${route} links ${hrefs.size} stylesheets, not one`);
      const [href = ""] = hrefs;
      const css = await pageStylesheet({
        css: readFileSync(path.join(clientDir, href), "utf8"),
        html,
        lang: LANGUAGE_INFO[lang].htmlLang,
        // The live pages (the blog's) may carry the language notice (decision 032).
        scripts: [...pageScripts(html, chunks), LANGUAGE_NOTICE_CLASSES],
        ownFonts,
        unknownText: true,
      });
      if (css.includes("</style")) throw new Error(`${lang}/${route}: its rules would end the <style>`);
      out[`${lang}/${route}`] = { href, css };
    }
  }
  writeFileSync(path.join(serverDir, "page-stylesheets.json"), JSON.stringify(out));
  return Object.keys(out).length;
}
