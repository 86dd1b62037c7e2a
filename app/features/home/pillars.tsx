import { Link } from "react-router";
import { PILLARS, PILLARS_CTA_HREF } from "#core/content/home";
import { buttonClass } from "~/components/ui/button";
import { EditorialList } from "~/components/ui/editorial-list";
import { SplitSection } from "~/components/ui/split-section";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { useFormat } from "./use-format";

/**
 * Human, Digital and Artificial Intelligence, three bullets each, and 'Explore Our Full Methodology': the heading
 * and the button in the narrow column, the three pillars as an editorial list in the wide one.
 */
export function Pillars() {
  const { t } = useTranslation("home");
  const href = useGetHref();
  const format = useFormat();
  return (
    <SplitSection
      id="pillars-title"
      tone="paper"
      title={t("pillars.title")}
      intro={t("pillars.subtitle")}
      aside={
        <Link to={href(PILLARS_CTA_HREF)} className={buttonClass("secondary", "lg", "mt-8")}>
          {t("pillars.explore")}
        </Link>
      }
    >
      <EditorialList
        items={PILLARS.map((pillar, index) => ({
          id: pillar.id,
          number: format.number(index + 1),
          title: t(`pillars.items.${pillar.id}.title`),
          body: t(`pillars.items.${pillar.id}.description`),
          extra: (
            <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-3">
              {(t(`pillars.items.${pillar.id}.bullets`, { returnObjects: true }) as string[]).map(
                (bullet) => (
                  <li key={bullet} className="border-s-2 border-primary ps-3 text-sm leading-6 text-ink">
                    {bullet}
                  </li>
                ),
              )}
            </ul>
          ),
        }))}
      />
    </SplitSection>
  );
}
