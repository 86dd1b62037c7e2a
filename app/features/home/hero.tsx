import { ArrowRight, Pause, Play } from "lucide-react";
import { HERO_LINKS } from "#core/content/home";
import { buttonClass } from "~/components/ui/button";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { HERO_POSTER, HERO_VIDEO } from "./hero-media";

/**
 * Full-screen hero: poster first, then the looping background video (not under reduced motion). The
 * video and its pause button are run by a few lines of script of their own (app/islands/hero-video.ts).
 */
export function Hero() {
  const { t } = useTranslation("home");
  const href = useGetHref();
  return (
    <section
      aria-labelledby="hero-title"
      data-hero-video=""
      className="group relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-navy-900 text-white"
    >
      {/* No fetchpriority: on a phone there is nothing to fetch (a `data:` URL; a "high" one would only make
          Lighthouse's model count it as a request in flight with the fonts). Wider screens' larger file is in
          view, so Chrome raises its priority after layout anyway. */}
      <picture>
        <source
          media={HERO_POSTER.wide.media}
          srcSet={HERO_POSTER.wide.srcSet}
          sizes={HERO_POSTER.wide.sizes}
        />
        <img
          src={HERO_POSTER.phone}
          width={HERO_POSTER.width}
          height={HERO_POSTER.height}
          alt=""
          data-testid="hero-poster"
          className="absolute inset-0 -z-30 h-full w-full object-cover"
        />
      </picture>
      <video
        aria-hidden="true"
        tabIndex={-1}
        muted
        loop
        playsInline
        preload="none"
        data-testid="hero-video"
        className="absolute inset-0 -z-20 h-full w-full object-cover opacity-0 transition-opacity duration-1000 group-data-[playing=true]:opacity-100 motion-reduce:transition-none"
      >
        {HERO_VIDEO.map((source) => (
          <source key={source.type} src={source.src} type={source.type} />
        ))}
      </video>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-b from-navy-950/80 via-navy-900/65 to-navy-950/85"
      />

      <div className="mx-auto w-full max-w-7xl px-4 py-24 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <span aria-hidden="true" className="block h-1 w-16 bg-gold" />
          <h1
            id="hero-title"
            className="mt-8 text-balance font-display text-display-xl font-semibold tracking-tight"
          >
            {t("hero.title")}
          </h1>
          <p className="mt-6 max-w-2xl text-pretty text-lead text-slate-100">{t("hero.description")}</p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <a href={href(HERO_LINKS.primary)} className={buttonClass("primary", "lg")}>
              {t("hero.primaryAction")}
              <ArrowRight aria-hidden="true" className="flip-rtl h-5 w-5" />
            </a>
            <a href={href(HERO_LINKS.secondary)} className={buttonClass("light", "lg")}>
              {t("hero.secondaryAction")}
            </a>
          </div>
        </div>
      </div>

      <button
        type="button"
        hidden
        data-video-toggle=""
        data-label-pause={t("hero.pauseVideo")}
        data-label-play={t("hero.playVideo")}
        aria-label={t("hero.playVideo")}
        className="absolute bottom-4 end-4 flex h-11 w-11 items-center justify-center rounded-full bg-navy-950/60 text-white hover:bg-navy-950/80"
      >
        <Pause aria-hidden="true" className="hidden h-5 w-5 group-data-[playing=true]:block" />
        <Play aria-hidden="true" className="h-5 w-5 group-data-[playing=true]:hidden" />
      </button>
    </section>
  );
}
