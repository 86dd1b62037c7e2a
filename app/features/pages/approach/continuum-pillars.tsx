import { PILLARS } from "#core/content/home";
import { formatNumber } from "#core/lib/format";
import { Band } from "~/components/ui/band";
import { EditorialList } from "~/components/ui/editorial-list";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/** The three pillars of the Intelligence Continuum (texts shared with the home page), on a full-bleed dark band. */
export function ContinuumPillars() {
  const { t } = useTranslation("home");
  const lang = useLang();
  return (
    <Band
      id="pillars-title"
      title={t("pillars.subtitle")}
      inverse
      className="bg-navy-950 py-section text-white"
    >
      <EditorialList
        className="mt-12"
        columns={3}
        inverse
        items={PILLARS.map((pillar, index) => ({
          id: pillar.id,
          number: formatNumber(index + 1, lang),
          title: t(`pillars.items.${pillar.id}.title`),
          body: t(`pillars.items.${pillar.id}.description`),
          extra: (
            <ul className="mt-5 space-y-2">
              {(t(`pillars.items.${pillar.id}.bullets`, { returnObjects: true }) as string[]).map(
                (bullet) => (
                  <li key={bullet} className="border-s-2 border-gold ps-3 leading-7 text-white">
                    {bullet}
                  </li>
                ),
              )}
            </ul>
          ),
        }))}
      />
    </Band>
  );
}
