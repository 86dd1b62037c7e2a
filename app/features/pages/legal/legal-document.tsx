import { LEGAL_PAGES, type LegalPageId } from "#core/content/pages";
import { formatDate } from "#core/lib/format";
import { PageHero } from "~/components/ui/page-hero";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { LinkedText } from "./linked-text";

interface LegalSection {
  heading: string;
  body: string[];
}

/** A legal page (privacy, terms, cookies): its sections with a table of contents. */
export function LegalDocument({ doc }: { doc: LegalPageId }) {
  const { t } = useTranslation("legal");
  const lang = useLang();
  const page = LEGAL_PAGES.find((entry) => entry.id === doc) ?? LEGAL_PAGES[0];
  const sections = t(`${doc}.sections`, { returnObjects: true }) as LegalSection[];
  return (
    <>
      <PageHero title={t(`${doc}.title`)}>
        <p className="mt-4 text-slate-300">{t(`${doc}.updated`, { date: formatDate(page.updated, lang) })}</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:px-8">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-title" className="text-sm font-semibold text-muted">
            {t("toc")}
          </h2>
          <ol className="mt-3 space-y-1 border-s border-slate-200 text-sm">
            {sections.map((section, index) => (
              <li key={section.heading}>
                <a
                  href={`#section-${index + 1}`}
                  className="-ms-px block border-s-2 border-transparent py-1.5 ps-4 text-ink hover:border-primary hover:text-primary"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          {sections.map((section, index) => (
            <section
              key={section.heading}
              id={`section-${index + 1}`}
              aria-labelledby={`section-${index + 1}-title`}
              className="scroll-mt-20 border-b border-slate-200 py-8 first:pt-0 last:border-b-0"
            >
              <h2 id={`section-${index + 1}-title`} className="text-xl font-bold text-navy-900 sm:text-2xl">
                {section.heading}
              </h2>
              {section.body.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-pretty leading-7 text-ink">
                  <LinkedText text={paragraph} />
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
