import { StaffPage } from "~/features/auth/staff-page";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { NewsletterSendsView } from "~/features/newsletter/staff/newsletter-sends-view";
import { pageData } from "~/lib/page.server";
import type { Route } from "./+types/crm-newsletter";

export const loader = (args: Route.LoaderArgs) =>
  pageData(args, {
    ns: ["staff", "newsletter-sends", ...PALETTE_NS],
    metaKey: "newsletter-sends:meta",
    index: false,
  });

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmNewsletterPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <NewsletterSendsView />
    </StaffPage>
  );
}
