import type { ReactNode } from "react";
import { PageHero } from "~/components/ui/page-hero";
import { useTranslation } from "~/i18n/react";
import { ContactInfo } from "./contact-info";

/** /contact: hero, 'Send us a message' (`form`: the route renders it as an island), and the side cards. */
export function ContactPage({ form }: { form: ReactNode }) {
  const { t } = useTranslation("contact");
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />
      <div className="bg-surface">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8 lg:py-16">
          <div className="lg:col-span-2">{form}</div>
          <ContactInfo />
        </div>
      </div>
    </>
  );
}
