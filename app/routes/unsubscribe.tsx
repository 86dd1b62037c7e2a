import { useTranslation } from "react-i18next";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/unsubscribe";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, { ns: [], metaKey: "common:notFound.meta", index: false });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function UnsubscribePage() {
  const { t } = useTranslation("common");
  return <p className="p-8">{t("generic.loading")}</p>;
}
