import { HomeIntro, HomeOutro } from "~/features/home/home-sections";
import { ToolsSection } from "~/features/home/tools-section";
import { Island } from "~/islands/island";
import { toolsIsland } from "~/islands/tools-island";
import { pageData } from "~/lib/page.server";
import { ISLAND_PAGE } from "~/lib/page-handle";
import type { Route } from "./+types/home";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, { ns: ["home", "tools"], metaKey: "home:meta" });

/** Islands: the tools showcase (loaded when it comes into view); the hero video has a few lines of its own. */
export const handle = ISLAND_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function HomePage() {
  return (
    <>
      <HomeIntro />
      <ToolsSection>
        <Island island={toolsIsland} props={{ level: 3 }} load="visible" />
      </ToolsSection>
      <HomeOutro />
    </>
  );
}
