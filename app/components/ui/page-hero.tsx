import type { ReactNode } from "react";

/**
 * The opening band of a content page: its one h1 in the display face, an optional subtitle and lead paragraph.
 * With `subtitleInHeading` the subtitle is part of the h1 ("Title: subtitle"), shown on its own line.
 * Asymmetric: the title takes the wide column, the intro sits beside it from the large breakpoint. `eyebrow` goes
 * above the title (an article's way back and its topics); `children` below, across the band.
 */
export function PageHero({
  title,
  subtitle,
  subtitleInHeading = false,
  intro,
  eyebrow,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  subtitleInHeading?: boolean;
  intro?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  const subtitleClass =
    "mt-4 block max-w-3xl text-balance font-sans text-lead font-medium text-primary-light sm:text-xl";
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden bg-navy-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-section-sm sm:px-6 lg:px-8">
        <span aria-hidden="true" className="block h-1 w-16 bg-gold" />
        {eyebrow ? <div className="mt-6">{eyebrow}</div> : null}
        <div className="mt-8 grid gap-8 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-7">
            <h1
              id="page-title"
              className="text-balance font-display text-display-lg font-semibold tracking-tight"
            >
              {title}
              {subtitle && subtitleInHeading ? (
                <>
                  <span className="sr-only">: </span>
                  <span className={subtitleClass}>{subtitle}</span>
                </>
              ) : null}
            </h1>
            {subtitle && !subtitleInHeading ? <p className={subtitleClass}>{subtitle}</p> : null}
          </div>
          {intro ? (
            <p className="max-w-2xl text-pretty text-lead text-slate-300 lg:col-span-5 lg:border-s lg:border-white/20 lg:ps-8 lg:pt-2">
              {intro}
            </p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
