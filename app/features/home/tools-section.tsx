import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { TOOLS_CTA_HREF } from "#core/content/home";
import { Band } from "~/components/ui/band";
import { buttonClass } from "~/components/ui/button";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/** The home page's frame around the tools showcase (passed as children) and 'Explore All Tools'. */
export function ToolsSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation("home");
  const href = useGetHref();
  return (
    <Band
      id="tools-title"
      title={t("tools.title")}
      intro={t("tools.subtitle")}
      size="large"
      className="py-20"
    >
      <div className="mt-12">{children}</div>
      <div className="mt-12 text-center">
        <Link to={href(TOOLS_CTA_HREF)} className={buttonClass("primary", "lg")}>
          {t("tools.explore")}
          <ArrowRight aria-hidden="true" className="flip-rtl h-5 w-5" />
        </Link>
      </div>
    </Band>
  );
}
