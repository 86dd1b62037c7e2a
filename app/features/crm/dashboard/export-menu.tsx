import { ChevronDown, Download } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { buttonClass } from "~/components/ui/button";
import { Menu, menuItemClass } from "~/components/ui/menu";
import { useTranslation } from "~/i18n/react";
import { exportUrl } from "../api/crm-api";

const SHEETS = ["companies", "contacts", "projects"] as const;

/** Export CSV: a download of each sheet (companies, contacts, projects). */
export function ExportMenu() {
  const { t } = useTranslation("crm");
  return (
    <Menu
      trigger={
        <button type="button" className={buttonClass("outline", "sm")}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t("export.button")}
          <ChevronDown aria-hidden="true" className="h-4 w-4" />
        </button>
      }
    >
      {SHEETS.map((sheet) => (
        <DropdownMenu.Item key={sheet} asChild>
          <a href={exportUrl(sheet)} download className={menuItemClass}>
            {t(`export.${sheet}`)}
          </a>
        </DropdownMenu.Item>
      ))}
    </Menu>
  );
}
