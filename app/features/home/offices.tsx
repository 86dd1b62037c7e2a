import { Clock, ExternalLink, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { BRAND, OFFICES, type Office } from "#core/content/brand";
import { Band } from "~/components/ui/band";
import { buttonClass } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { useTranslation } from "~/i18n/react";

/** 'Our Global Presence': the Belgrade and Riyadh office cards and 'Ready to Connect?'. */
export function Offices() {
  const { t } = useTranslation("home");
  return (
    <Band
      id="offices-title"
      title={t("offices.title")}
      intro={t("offices.subtitle")}
      size="large"
      className="py-20"
    >
      <ul className="mt-12 grid gap-8 md:grid-cols-2">
        {OFFICES.map((office) => (
          <li key={office.id}>
            <OfficeCard office={office} />
          </li>
        ))}
      </ul>
      <div className="mt-12 rounded-2xl bg-navy-900 px-6 py-10 text-center text-white sm:px-12">
        <h3 className="text-2xl font-bold">{t("offices.connect.title")}</h3>
        <p className="mx-auto mt-3 max-w-2xl leading-7 text-slate-200">{t("offices.connect.text")}</p>
        <a href={`mailto:${BRAND.email}`} className={buttonClass("light", "lg", "mt-8")}>
          <Mail aria-hidden="true" className="h-5 w-5" />
          {t("offices.connect.button")}
        </a>
        <p className="mt-4 text-sm text-slate-200">
          <span className="ltr-isolate">{BRAND.email}</span>
        </p>
      </div>
    </Band>
  );
}

function OfficeCard({ office }: { office: Office }) {
  const { t } = useTranslation("home");
  const common = useTranslation("common").t;
  const image = office.image;
  return (
    <article className={cardClass("h-full overflow-hidden")} data-office={office.id}>
      <picture>
        <source type="image/avif" srcSet={`${image}-800.avif`} />
        <source
          type="image/webp"
          srcSet={`${image}-400.webp 400w, ${image}-800.webp 800w`}
          sizes="(min-width: 768px) 50vw, 100vw"
        />
        <img
          src={`${image}-800.webp`}
          alt={t(`offices.imageAlt.${office.id}`)}
          width={800}
          height={500}
          loading="lazy"
          decoding="async"
          className="aspect-[8/5] h-auto w-full object-cover"
        />
      </picture>
      <div className="p-6 sm:p-8">
        <h3 className="text-2xl font-bold text-navy-900">
          {common(`offices.${office.id}.city`)}
          <span className="ms-2 text-base font-medium text-muted">
            {common(`offices.${office.id}.country`)}
          </span>
        </h3>
        <p className="mt-3 leading-7 text-muted">{common(`offices.${office.id}.description`)}</p>
        <dl className="mt-6 space-y-4">
          <Fact icon={<MapPin className="h-5 w-5" />} label={t("offices.labels.address")}>
            {common(`offices.${office.id}.address`)}
          </Fact>
          <Fact icon={<Phone className="h-5 w-5" />} label={t("offices.labels.phone")}>
            <a
              href={`tel:${office.phoneHref}`}
              className="ltr-isolate font-medium text-primary hover:underline"
            >
              {office.phone}
            </a>
          </Fact>
          <Fact icon={<Mail className="h-5 w-5" />} label={t("offices.labels.email")}>
            <a
              href={`mailto:${office.email}`}
              className="ltr-isolate font-medium text-primary hover:underline"
            >
              {office.email}
            </a>
          </Fact>
          <Fact icon={<Clock className="h-5 w-5" />} label={t("offices.labels.hours")}>
            {common(`offices.${office.id}.hours`)}
          </Fact>
        </dl>
        <a
          href={office.mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("outline", "md", "mt-8")}
        >
          <ExternalLink aria-hidden="true" className="flip-rtl h-4 w-4" />
          {t("offices.labels.viewOnMap")}
          <span className="sr-only">
            : {common(`offices.${office.id}.city`)} {common("generic.opensInNewTab")}
          </span>
        </a>
      </div>
    </article>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-semibold text-navy-900">
        <span aria-hidden="true" className="text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 ps-8 text-ink">{children}</dd>
    </div>
  );
}
