import { type IMAGE_FORMATS, imageUrl } from "#core/domain/media";
import { Monogram } from "./monogram";

/** An uploaded photograph as a portrait needs it: its size, the widths made of it and its alt text. */
export interface PortraitPhoto {
  id: number;
  width: number;
  height: number;
  widths: number[];
  alt: string;
}

/**
 * A person's photograph cropped to the box `className` sizes (AVIF or WebP at the widths made, the box's size
 * fixed so nothing moves when it loads), or, without one, their monogram in the page's letters.
 */
export function Portrait({
  photo,
  initials,
  label,
  sizes,
  className,
}: {
  photo: PortraitPhoto | null;
  initials: string;
  /** The monogram's name as an image; without it the monogram is decoration. */
  label?: string;
  /** The box's width on the page (the `sizes` of the sources). */
  sizes: string;
  className: string;
}) {
  if (!photo) return <Monogram initials={initials} label={label} className={className} />;
  const srcSet = (format: (typeof IMAGE_FORMATS)[number]) =>
    photo.widths.map((width) => `${imageUrl(photo.id, width, format)} ${width}w`).join(", ");
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={imageUrl(photo.id, photo.widths[0] ?? photo.width, "webp")}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
        data-portrait=""
        className={`shrink-0 bg-paper object-cover ${className}`}
      />
    </picture>
  );
}
