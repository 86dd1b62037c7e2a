/**
 * The hero's media (public/media, see scripts/media/README.md). The poster is the largest paint:
 * an <img fetchPriority="high">, for which React's server renderer writes
 * <link rel="preload" as="image" imagesrcset imagesizes fetchpriority="high"> at the top of <head>
 * (a second preload from the route's `links` would only duplicate it), so it never waits for the video.
 */
export const HERO_POSTER = {
  src: "/media/hero-poster.webp",
  // 960w: what a phone of 412 px at 1.75 device pixels per px (Lighthouse's mobile preset) asks for.
  srcSet: "/media/hero-poster-640.webp 640w, /media/hero-poster-960.webp 960w, /media/hero-poster.webp 1280w",
  sizes: "100vw",
  width: 1280,
  height: 720,
} as const;

export const HERO_VIDEO = [
  { src: "/media/hero.webm", type: "video/webm" },
  { src: "/media/hero.mp4", type: "video/mp4" },
] as const;
