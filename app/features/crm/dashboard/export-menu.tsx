import { ChevronDown, Download } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { buttonClass } from "~/components/ui/button";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { exportUrl } from "../api/crm-api";

const SHEETS = ["companies", "contacts", "projects"] as const;

/** Export CSV: a download of each sheet (companies, contacts, projects). */
export function ExportMenu() {
  const { t } = useTranslation("crm");
  const lang = useLang();
  return (
    <DropdownMenu.Root dir={LANGUAGE_INFO[lang].dir}>
      <DropdownMenu.Trigger className={buttonClass("outline", "sm")}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {t("export.button")}
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {SHEETS.map((sheet) => (
            <DropdownMenu.Item key={sheet} asChild>
              <a
                href={exportUrl(sheet)}
                download
                className="flex min-h-10 items-center rounded-lg px-3 text-sm font-medium text-ink outline-none data-[highlighted]:bg-primary-light data-[highlighted]:text-primary-dark"
              >
                {t(`export.${sheet}`)}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
