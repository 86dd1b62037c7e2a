import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { CAPABILITY_CARDS } from "~/content/pages";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { IconTile } from "../shared/content-icon";
import { CtaBand } from "../shared/cta-band";

/** /capability: the Capability Acceleration Program, its three shifts and a button to the contact page. */
export function CapabilityPage() {
  const { t } = useTranslation("pages");
  const href = useGetHref();
  return (
    <>
      <PageHero title={t("capability.title")} intro={t("capability.intro")} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-3">
          {CAPABILITY_CARDS.map((card, index) => (
            <li
              key={card.id}
              className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <span
                aria-hidden="true"
                className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-primary to-gold rtl:bg-linear-to-l"
              />
              <IconTile name={card.icon} tone={index === 1 ? "gold" : "primary"} />
              <h2 className="mt-5 text-xl font-bold text-navy-900">
                {t(`capability.cards.${card.id}.title`)}
              </h2>
              <p className="mt-3 text-pretty leading-7 text-muted">{t(`capability.cards.${card.id}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10">
          <Link
            to={href("/methodology#capability-acceleration")}
            className="inline-flex items-center gap-2 font-semibold text-primary-dark underline-offset-4 hover:underline"
          >
            {t("capability.programLink")}
            <ArrowRight aria-hidden="true" className="h-4 w-4 flip-rtl" />
          </Link>
        </p>
      </div>
      <CtaBand
        title={t("capability.cta.title")}
        text={t("capability.cta.text")}
        button={t("capability.cta.button")}
      />
    </>
  );
}
