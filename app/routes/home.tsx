import { HomeIntro, HomeOutro } from "~/features/home/home-sections";
import { ToolsSection } from "~/features/home/tools-section";
import { Island } from "~/islands/island";
import { toolsIsland } from "~/islands/tools-island";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/home";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, { ns: ["home", "tools"], metaKey: "home:meta" });

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
