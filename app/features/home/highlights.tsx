import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { HIGHLIGHTS } from "#core/content/home";
import { Band } from "~/components/ui/band";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/**
 * Integrated Intelligence, Capability Acceleration, Proprietary Tools: three ruled columns, the first one wider,
 * as a publication opens its issue (no cards, no icon tiles).
 */
export function Highlights() {
  const { t } = useTranslation("home");
  const common = useTranslation("common").t;
  const href = useGetHref();
  return (
    <Band id="highlights-title" title={t("highlights.title")} size="large" className="bg-white py-section">
      <ul className="mt-12 grid gap-10 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr] lg:gap-12">
        {HIGHLIGHTS.map((item, index) => (
          <li
            key={item.id}
            className={`flex flex-col border-t-2 border-navy-900 pt-6 ${index === 0 ? "md:col-span-2 lg:col-span-1" : ""}`}
          >
            <h3
              className={`text-balance font-display font-semibold text-navy-900 ${index === 0 ? "text-display-md" : "text-display-sm"}`}
            >
              {t(`highlights.items.${item.id}.title`)}
            </h3>
            <p className={`mt-4 flex-1 text-pretty text-muted ${index === 0 ? "text-lead" : "leading-7"}`}>
              {t(`highlights.items.${item.id}.description`)}
            </p>
            <Link
              to={href(item.href)}
              className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-primary-dark underline decoration-primary/40 underline-offset-4 hover:decoration-primary"
            >
              {common("generic.learnMore")}
              <span className="sr-only">: {t(`highlights.items.${item.id}.title`)}</span>
              <ArrowRight aria-hidden="true" className="flip-rtl h-4 w-4" />
            </Link>
          </li>
        ))}
      </ul>
    </Band>
  );
}
