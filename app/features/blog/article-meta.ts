import type { BadgeVariant } from "~/components/ui/badge";
import type { ArticleCategory } from "~/content/articles";

/** SPEC.md "Blog list": News in the default badge style, Insights in the secondary one. */
export const CATEGORY_BADGE: Record<ArticleCategory, BadgeVariant> = {
  news: "default",
  insights: "secondary",
};
