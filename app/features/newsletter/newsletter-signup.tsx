import { useTranslation } from "react-i18next";

/** The 'Stay Updated' block on /blog. (Subscription wiring: the contact and newsletter feature.) */
export function NewsletterSignup() {
  const { t } = useTranslation("blog");
  return (
    <section className="rounded-2xl bg-navy-900 p-8 text-white">
      <h2 className="text-2xl font-bold">{t("newsletter.title")}</h2>
    </section>
  );
}
