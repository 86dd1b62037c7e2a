import { Check } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { PILLARS, PILLARS_CTA_HREF } from "~/content/home";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { homeIcon } from "./icons";
import { SectionHeading } from "./section-heading";

/** Human, Digital and Artificial Intelligence, three bullets each, and 'Explore Our Full Methodology'. */
export function Pillars() {
  const { t } = useTranslation("home");
  const href = useGetHref();
  return (
    <section aria-labelledby="pillars-title" className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pillars-title" title={t("pillars.title")} subtitle={t("pillars.subtitle")} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {PILLARS.map((pillar) => {
            const Icon = homeIcon(pillar.icon);
            const bullets = t(`pillars.items.${pillar.id}.bullets`, { returnObjects: true }) as string[];
            return (
              <li key={pillar.id} className={cardClass("border-t-4 border-t-primary p-8")}>
                <Icon aria-hidden="true" className="h-9 w-9 text-primary" />
                <h3 className="mt-5 text-xl font-bold text-navy-900">
                  {t(`pillars.items.${pillar.id}.title`)}
                </h3>
                <p className="mt-3 leading-7 text-muted">{t(`pillars.items.${pillar.id}.description`)}</p>
                <ul className="mt-5 space-y-2">
                  {bullets.map((bullet) => (
                    <li key={bullet} className="flex items-start gap-2 text-ink">
                      <Check aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-primary" />
                      {bullet}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <div className="mt-12 text-center">
          <Link to={href(PILLARS_CTA_HREF)} className={buttonClass("secondary", "lg")}>
            {t("pillars.explore")}
          </Link>
        </div>
      </div>
    </section>
  );
}
