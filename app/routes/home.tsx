import { HomeIntro, HomeOutro } from "~/features/home/home-sections";
import { ToolsSection } from "~/features/home/tools-section";
import { Island } from "~/islands/island";
import { toolsIsland } from "~/islands/tools-island";
import { pageData } from "~/lib/page.server";
import { pageAddress } from "~/lib/page-address.server";
import { pageServices } from "~/lib/page-services.server";
import type { Route } from "./+types/home";

/** Rendered per request: the success stories come from the database (core/lib/pages.ts `live`). */
export const loader = async (args: Route.LoaderArgs) => ({
  cases: await pageServices(args).cases.list(pageAddress(args).lang),
  ...pageData(args, { ns: ["home", "tools"], metaKey: "home:meta" }),
});

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeIntro />
      <ToolsSection>
        <Island island={toolsIsland} props={{ level: 3 }} load="visible" />
      </ToolsSection>
      <HomeOutro cases={loaderData.cases} />
    </>
  );
}
