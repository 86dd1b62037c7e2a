import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CAPABILITY_CARDS } from "#core/content/pages";
import { formatNumber } from "#core/lib/format";
import { EditorialList } from "~/components/ui/editorial-list";
import { PageHero } from "~/components/ui/page-hero";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { CtaBand } from "../shared/cta-band";

/** /capability: the Capability Acceleration Program, its three shifts (an editorial list) and a button to the contact page. */
export function CapabilityPage() {
  const { t } = useTranslation("pages");
  const href = useGetHref();
  const lang = useLang();
  return (
    <>
      <PageHero title={t("capability.title")} intro={t("capability.intro")} />
      <div className="mx-auto max-w-7xl px-4 py-section sm:px-6 lg:px-8">
        <EditorialList
          heading="h2"
          columns={3}
          items={CAPABILITY_CARDS.map((card, index) => ({
            id: card.id,
            number: formatNumber(index + 1, lang),
            title: t(`capability.cards.${card.id}.title`),
            body: t(`capability.cards.${card.id}.text`),
          }))}
        />
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
