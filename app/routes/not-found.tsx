import { data, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/not-found";

/** Any unknown path: HTTP 404 with the translated not-found page. */
export const loader = (args: Route.LoaderArgs) =>
  data(pageData(args, { ns: [], metaKey: "common:notFound.meta", index: false }), { status: 404 });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function NotFound() {
  return <NotFoundContent />;
}

export function NotFoundContent() {
  const { t } = useTranslation("common");
  const href = useGetHref();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">{t("notFound.code")}</p>
      <h1 className="mt-4 text-3xl font-bold text-navy-900">{t("notFound.title")}</h1>
      <p className="mt-4 text-lg text-muted">{t("notFound.description")}</p>
      <Link to={href("/")} className={buttonClass("primary", "md", "mt-8")}>
        {t("notFound.backHome")}
      </Link>
    </div>
  );
}
