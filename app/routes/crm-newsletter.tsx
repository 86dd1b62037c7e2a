import { StaffPage } from "~/features/auth/staff-page";
import { CommandPalette, PALETTE_NS } from "~/features/crm/palette/command-palette";
import { NewsletterSendsView } from "~/features/newsletter/staff/newsletter-sends-view";
import { pageData } from "~/lib/page.server";
import { APP_PAGE } from "~/lib/page-handle";
import type { Route } from "./+types/crm-newsletter";

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, {
    ns: ["staff", "newsletter-sends", ...PALETTE_NS],
    metaKey: "newsletter-sends:meta",
    index: false,
  });

/** The staff area is an app: React Router hydrates it. */
export const handle = APP_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function CrmNewsletterPage() {
  return (
    <StaffPage>
      <CommandPalette />
      <NewsletterSendsView />
    </StaffPage>
  );
}
