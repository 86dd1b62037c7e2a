import type { ArticleCategory } from "#core/content/articles";
import type { BadgeVariant } from "~/components/ui/badge";

/** SPEC.md "Blog list": News in the default badge style, Insights in the secondary one. */
export const CATEGORY_BADGE: Record<ArticleCategory, BadgeVariant> = {
  news: "default",
  insights: "secondary",
};
