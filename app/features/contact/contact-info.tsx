import { Clock, type LucideIcon, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { BRAND, OFFICES } from "#core/content/brand";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { officeHours } from "./office-hours";

function InfoCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-light text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h3 className="text-lg font-semibold text-navy-900">{title}</h3>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const linkClass =
  "font-semibold text-primary underline-offset-4 hover:text-primary-dark hover:underline break-all";

/** The side cards: general-inquiries e-mail, one phone per office, each office's hours in its local time. */
export function ContactInfo() {
  const { t } = useTranslation("contact");
  const { t: tc } = useTranslation("common");
  const lang = useLang();
  const locale = LANGUAGE_INFO[lang].intl;
  const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

  return (
    <aside aria-labelledby="contact-info-title" className="space-y-6">
      <h2 id="contact-info-title" className="sr-only">
        {t("info.title")}
      </h2>
      <InfoCard icon={Mail} title={t("info.emailTitle")}>
        <p className="text-sm text-muted">{t("info.emailText")}</p>
        <a href={`mailto:${BRAND.email}`} className={`${linkClass} ltr-isolate mt-1 inline-block`}>
          {BRAND.email}
        </a>
      </InfoCard>
      <InfoCard icon={Phone} title={t("info.phoneTitle")}>
        <ul className="space-y-3">
          {OFFICES.map((office) => (
            <li key={office.id}>
              <p className="text-sm text-muted">
                {t("info.officeLine", {
                  city: tc(`offices.${office.id}.city`),
                  country: tc(`offices.${office.id}.country`),
                })}
              </p>
              <a href={`tel:${office.phoneHref}`} className={`${linkClass} ltr-isolate inline-block`}>
                {office.phone}
              </a>
            </li>
          ))}
        </ul>
      </InfoCard>
      <InfoCard icon={Clock} title={t("info.hoursTitle")}>
        <ul className="space-y-3">
          {OFFICES.map((office) => {
            const hours = officeHours(office, lang);
            return (
              <li key={office.id}>
                <p className="font-semibold text-ink">{tc(`offices.${office.id}.city`)}</p>
                <p className="text-sm text-muted">
                  {capitalize(t("info.days", { from: hours.firstDay, to: hours.lastDay }))}
                  <br />
                  <span suppressHydrationWarning>{hours.times}</span>
                </p>
              </li>
            );
          })}
        </ul>
        <p className="mt-4 text-xs text-muted">{t("info.hoursNote")}</p>
      </InfoCard>
    </aside>
  );
}
