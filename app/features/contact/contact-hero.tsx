import { useTranslation } from "~/i18n/react";

export function ContactHero() {
  const { t } = useTranslation("contact");
  return (
    <section
      aria-labelledby="page-title"
      className="relative isolate overflow-hidden bg-navy-900 bg-linear-to-b from-navy-900 to-navy-800 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -end-32 -top-32 -z-10 h-96 w-96 rounded-full bg-primary/30 blur-3xl"
      />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <h1 id="page-title" className="max-w-4xl text-balance text-3xl font-bold leading-tight sm:text-5xl">
          {t("hero.title")}
        </h1>
        <p className="mt-4 max-w-3xl text-pretty text-lg text-slate-200 sm:text-xl">{t("hero.subtitle")}</p>
      </div>
    </section>
  );
}
