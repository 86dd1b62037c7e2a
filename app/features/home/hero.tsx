import { ArrowRight, Pause, Play } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { HERO_LINKS } from "~/content/home";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { HERO_POSTER, HERO_VIDEO } from "./hero-media";
import { useBackgroundVideo } from "./use-background-video";

/** Full-screen hero: poster first, then the looping background video (not under reduced motion). */
export function Hero() {
  const { t } = useTranslation("home");
  const href = useGetHref();
  const video = useBackgroundVideo();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-navy-900 text-white"
    >
      <img
        src={HERO_POSTER.src}
        srcSet={HERO_POSTER.srcSet}
        sizes={HERO_POSTER.sizes}
        width={HERO_POSTER.width}
        height={HERO_POSTER.height}
        alt=""
        fetchPriority="high"
        data-testid="hero-poster"
        className="absolute inset-0 -z-30 h-full w-full object-cover"
      />
      <video
        ref={video.ref}
        aria-hidden="true"
        tabIndex={-1}
        muted
        loop
        playsInline
        preload="none"
        data-testid="hero-video"
        className={`absolute inset-0 -z-20 h-full w-full object-cover transition-opacity duration-1000 motion-reduce:transition-none ${video.playing ? "opacity-100" : "opacity-0"}`}
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
          <h1
            id="hero-title"
            className="text-4xl font-bold leading-tight tracking-tight sm:text-5xl lg:text-6xl"
          >
            {t("hero.title")}
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-100 sm:text-xl">{t("hero.description")}</p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <Link to={href(HERO_LINKS.primary)} className={buttonClass("primary", "lg")}>
              {t("hero.primaryAction")}
              <ArrowRight aria-hidden="true" className="flip-rtl h-5 w-5" />
            </Link>
            <Link to={href(HERO_LINKS.secondary)} className={buttonClass("light", "lg")}>
              {t("hero.secondaryAction")}
            </Link>
          </div>
        </div>
      </div>

      {video.ready ? (
        <button
          type="button"
          onClick={video.toggle}
          aria-label={video.playing ? t("hero.pauseVideo") : t("hero.playVideo")}
          className="absolute bottom-4 end-4 flex h-11 w-11 items-center justify-center rounded-full bg-navy-950/60 text-white hover:bg-navy-950/80"
        >
          {video.playing ? (
            <Pause aria-hidden="true" className="h-5 w-5" />
          ) : (
            <Play aria-hidden="true" className="h-5 w-5" />
          )}
        </button>
      ) : null}
    </section>
  );
}
