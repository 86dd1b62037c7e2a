import type { ReactNode } from "react";

/**
 * The opening band of a content page: its one h1, an optional subtitle and lead paragraph.
 * With `subtitleInHeading` the subtitle is part of the h1 ("Title: subtitle"), shown on its own line.
 */
export function PageHero({
  title,
  subtitle,
  subtitleInHeading = false,
  intro,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  subtitleInHeading?: boolean;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const subtitleClass = "mt-4 block max-w-3xl text-pretty text-lg font-medium text-primary-light sm:text-xl";
  return (
    <section
      aria-labelledby="page-title"
      className="relative isolate overflow-hidden bg-navy-900 bg-linear-to-b from-navy-900 to-navy-800 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -end-32 -top-32 -z-10 h-96 w-96 rounded-full bg-primary/30 blur-3xl"
      />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8 lg:py-24">
        <h1 id="page-title" className="max-w-4xl text-balance text-3xl font-bold leading-tight sm:text-5xl">
          {title}
          {subtitle && subtitleInHeading ? (
            <>
              <span className="sr-only">: </span>
              <span className={subtitleClass}>{subtitle}</span>
            </>
          ) : null}
        </h1>
        {subtitle && !subtitleInHeading ? <p className={subtitleClass}>{subtitle}</p> : null}
        {intro ? (
          <p className="mt-6 max-w-3xl text-pretty text-base leading-7 text-slate-300 sm:text-lg sm:leading-8">
            {intro}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
