import { HomeIntro, HomeOutro } from "~/features/home/home-sections";
import { ToolsSection } from "~/features/home/tools-section";
import { ToolsShowcase } from "~/features/tools/tools-showcase";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/home";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, { ns: ["home", "tools"], metaKey: "home:meta" });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function HomePage() {
  return (
    <>
      <HomeIntro />
      <ToolsSection>
        <ToolsShowcase level={3} />
      </ToolsSection>
      <HomeOutro />
    </>
  );
}
