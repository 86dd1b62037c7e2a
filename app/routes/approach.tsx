import { useTranslation } from "react-i18next";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/approach";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, { ns: ["pages"], metaKey: "pages:approach.meta" });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ApproachPage() {
  const { t } = useTranslation("pages");
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold text-navy-900">{t("approach.title")}</h1>
    </div>
  );
}
