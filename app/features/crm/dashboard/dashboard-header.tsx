import { Plus, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { useGetHref } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useTranslation } from "~/i18n/react";
import { PaletteButton } from "../palette/palette-button";
import { ExportMenu } from "./export-menu";
import { ImportDialog } from "./import-dialog";

/** 'Smart CRM', its subtitle, and the page's actions: Add Company, Refresh, Import, Export, the command palette. */
export function DashboardHeader({ refreshing, onRefresh }: { refreshing: boolean; onRefresh: () => void }) {
  const { t } = useTranslation("crm");
  const href = useGetHref();
  const { can } = useStaffSession();
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{t("dashboard.title")}</h1>
        <p className="mt-1 text-lg text-muted">{t("dashboard.subtitle")}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {can("sales") ? (
          <Link to={href("/crm-add")} className={buttonClass("primary", "sm")}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t("dashboard.addCompany")}
          </Link>
        ) : null}
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw
            aria-hidden="true"
            className={`h-4 w-4 ${refreshing ? "motion-safe:animate-spin" : ""}`}
          />
          {refreshing ? t("dashboard.refreshing") : t("dashboard.refresh")}
        </Button>
        {can("admin") ? (
          <>
            <ImportDialog />
            <ExportMenu />
          </>
        ) : null}
        <PaletteButton />
      </div>
    </header>
  );
}
