/**
 * What the blog's articles (insights, decision 030) share with the code: their categories, authors and
 * topics. The articles themselves are rows of `insights` and `insight_texts` (their first four came with
 * drizzle/0018_initial_insights.sql); the blog namespace keeps the UI texts: categories, the team as an author
 * under authors.potentia-team.{name, role, bio} and topics under topics.<id>.
 */
export type ArticleCategory = "insights" | "news";

/** An article's author: a leader's key (the leaders' table, edited at /crm/people), or the team as a whole. */
export type AuthorId = string;

/** The team as a whole, as an author: its name, role and bio under blog:authors.potentia-team. */
export const TEAM_AUTHOR = "potentia-team";

/** Topics the blog filters by (/blog/topic/<id>); texts under blog:topics.<id>. */
export const TOPICS = ["research-practice", "consumer-trends", "ai-and-analytics"] as const;
export type TopicId = (typeof TOPICS)[number];

export function isTopic(value: string | undefined): value is TopicId {
  return (TOPICS as readonly string[]).includes(value ?? "");
}

/**
 * The drawn covers of the first four insights, by insight id: public/media/cover-<name>-<width>.<format> and
 * og-<name>.jpg (scripts/media/cover-<name>.svg). Other insights have no cover and the site's sharing image.
 */
export const COVERS: Readonly<Record<number, string>> = {
  1: "market-research-usage",
  2: "consumer-behavior",
  3: "market-research-estimate",
  4: "data-science-conference",
};
