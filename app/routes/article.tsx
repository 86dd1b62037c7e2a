import { useTranslation } from "react-i18next";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/article";

export function loader({ request, params }: Route.LoaderArgs) {
  return { slug: params.slug, ...pageData(request, { ns: ["blog"], metaKey: "blog:meta" }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  return <h1 className="p-8 text-3xl">{t(`articles.${loaderData.slug}.title`)}</h1>;
}
