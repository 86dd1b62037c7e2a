import { PageHero } from "~/components/ui/page-hero";
import { useTranslation } from "~/i18n/react";
import { PartnershipPromise } from "./partnership-promise";
import { Timeline } from "./timeline";

/** /about: 'Our Path' (the timeline) and 'Our Partnership Promise'. */
export function AboutPage() {
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHero title={t("about.title")} intro={t("about.intro")} />
      <div className="mx-auto max-w-5xl px-4 py-section-sm sm:px-6 lg:px-8">
        <Timeline />
      </div>
      <PartnershipPromise />
    </>
  );
}
