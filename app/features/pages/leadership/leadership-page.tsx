import type { PublicLeader } from "#core/domain/leaders";
import { PageHero } from "~/components/ui/page-hero";
import { useTranslation } from "~/i18n/react";
import { CtaBand } from "../shared/cta-band";
import { LeaderCard } from "./leader-card";

/** /leadership: the leaders' profiles, in the order staff set (/crm/people), and a button to the contact page. */
export function LeadershipPage({ leaders }: { leaders: readonly PublicLeader[] }) {
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHero title={t("leadership.title")} intro={t("leadership.intro")} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 sm:py-24 lg:px-8 xl:grid-cols-2">
        {leaders.map((leader) => (
          <LeaderCard key={leader.key} leader={leader} />
        ))}
      </div>
      <CtaBand
        title={t("leadership.cta.title")}
        text={t("leadership.cta.text")}
        button={t("leadership.cta.button")}
      />
    </>
  );
}
