import { PageHero } from "~/components/ui/page-hero";
import { ToolsDocument } from "~/features/tools/tools-document";
import { useTranslation } from "~/i18n/react";
import { Island } from "~/islands/island";
import { toolsIsland } from "~/islands/tools-island";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/tools";

export const loader = (args: Route.LoaderArgs) => pageData(args, { ns: ["tools"], metaKey: "tools:meta" });

/**
 * Island: the tools showcase. Without script its tabs and selections cannot work: the page then shows the
 * three tools as a document instead (in <noscript>, so that it costs a visitor with script nothing but bytes).
 */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ToolsPage() {
  const { t } = useTranslation("tools");
  return (
    <>
      <PageHero title={t("page.title")} intro={t("page.subtitle")} />
      <div className="mx-auto max-w-7xl px-4 py-section-sm sm:px-6 lg:px-8">
        <div className="noscript:hidden">
          <Island island={toolsIsland} props={{ level: 2 }} />
        </div>
        <noscript>
          <ToolsDocument level={2} />
        </noscript>
      </div>
    </>
  );
}
