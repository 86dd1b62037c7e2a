import phonePoster from "../../../public/media/hero-poster-960.webp?inline";

/**
 * The hero's media (public/media, see scripts/media/README.md). The poster is the largest paint. On a phone it
 * is in the page itself (the 960 px file, 6.5 kB, as a data: URL): the home page takes two round trips anyway
 * (about 19 kB), the second has room for it, and a request of its own would share the phone's bandwidth with
 * the fonts after the page arrived (decision 021). Wider screens load a larger file named by the <picture>'s
 * source, which the browser finds while it parses the page.
 */
export const HERO_POSTER = {
  phone: phonePoster,
  wide: {
    media: "(min-width: 768px)",
    srcSet: "/media/hero-poster-960.webp 960w, /media/hero-poster.webp 1280w",
    sizes: "100vw",
  },
  width: 1280,
  height: 720,
} as const;

export const HERO_VIDEO = [
  { src: "/media/hero.webm", type: "video/webm" },
  { src: "/media/hero.mp4", type: "video/mp4" },
] as const;
