import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { cardClass } from "~/components/ui/card";
import { HIGHLIGHTS } from "~/content/home";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { homeIcon } from "./icons";
import { SectionHeading } from "./section-heading";

/** The three highlight cards: Integrated Intelligence, Capability Acceleration, Proprietary Tools. */
export function Highlights() {
  const { t } = useTranslation("home");
  const common = useTranslation("common").t;
  const href = useGetHref();
  return (
    <section aria-labelledby="highlights-title" className="bg-surface py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="highlights-title" title={t("highlights.title")} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {HIGHLIGHTS.map((item) => {
            const Icon = homeIcon(item.icon);
            return (
              <li key={item.id} className={cardClass("flex flex-col p-8")}>
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary-light text-primary">
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-navy-900">
                  {t(`highlights.items.${item.id}.title`)}
                </h3>
                <p className="mt-3 flex-1 leading-7 text-muted">
                  {t(`highlights.items.${item.id}.description`)}
                </p>
                <Link
                  to={href(item.href)}
                  className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-primary hover:text-primary-dark hover:underline"
                >
                  {common("generic.learnMore")}
                  <span className="sr-only">: {t(`highlights.items.${item.id}.title`)}</span>
                  <ArrowRight aria-hidden="true" className="flip-rtl h-4 w-4" />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
