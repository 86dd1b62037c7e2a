import { Building2, FolderKanban, UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { BackLink } from "~/components/ui/back-link";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { CompanyForm } from "./company-form";
import { ContactForm } from "./contact-form";
import { ProjectForm } from "./project-form";

const TABS = [
  { value: "company", icon: Building2 },
  { value: "contact", icon: UserRound },
  { value: "project", icon: FolderKanban },
] as const;

const tabOf = (value: string | null) => TABS.find((tab) => tab.value === value)?.value ?? "company";
const companyOf = (value: string | null) => (value && /^[1-9]\d{0,15}$/.test(value) ? value : "");

/** The field to type in first on a tab asked for by the URL: the record's name once its company is chosen. */
function firstFieldOf(tab: (typeof TABS)[number]["value"], company: string): string {
  if (tab === "company") return "company-name";
  return company ? `${tab}-name` : `${tab}-company`;
}

/**
 * /crm-add: the Company, Contact and Project tabs. Every tab stays mounted (hidden when not selected),
 * so each keeps what was typed in it. `?tab=contact&company=12` (the command palette's "Add contact to ...")
 * opens a tab with a company chosen.
 */
export function CrmAdd() {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const [params] = useSearchParams();
  const askedTab = tabOf(params.get("tab"));
  const askedCompany = companyOf(params.get("company"));
  const [tab, setTab] = useState<string>(askedTab);
  const asked = params.has("tab");
  // Asked again while already here (the palette from this page): that tab comes to the front.
  useEffect(() => setTab(askedTab), [askedTab]);
  // Asked for by the URL (the command palette's "Add ..."): the focus lands in that form's first field to fill,
  // not on the page left behind. A frame later, once the tab is shown (a hidden field cannot take it).
  useEffect(() => {
    if (!asked) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(firstFieldOf(askedTab, askedCompany))?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [asked, askedTab, askedCompany]);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to="/crm">{t("add.backToDashboard")}</BackLink>
      <div>
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{t("add.title")}</h1>
        <p className="mt-1 text-lg text-muted">{t("add.subtitle")}</p>
      </div>
      <Tabs value={tab} onValueChange={setTab} dir={LANGUAGE_INFO[lang].dir}>
        <TabsList aria-label={t("add.tabsLabel")}>
          {TABS.map(({ value, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden="true" className="hidden h-4 w-4 sm:block" />
              {t(`add.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value }) => (
          <TabsContent
            key={value}
            value={value}
            forceMount
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm data-[state=inactive]:hidden sm:p-8"
          >
            {value === "company" ? (
              <CompanyForm />
            ) : value === "contact" ? (
              <ContactForm companyId={askedCompany} />
            ) : (
              <ProjectForm companyId={askedCompany} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
