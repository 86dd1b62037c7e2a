import type { ReactNode } from "react";

/**
 * A section's heading (h2 by default) in the display face, with an optional kicker above it and lead paragraph.
 * `large` is the home page's size; `inverse` is for a dark band.
 */
export function SectionHeading({
  id,
  title,
  intro,
  kicker,
  align = "start",
  as: Heading = "h2",
  size = "default",
  inverse = false,
  className = "",
}: {
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  kicker?: ReactNode;
  align?: "start" | "center";
  as?: "h2" | "h3";
  size?: "default" | "large";
  inverse?: boolean;
  className?: string;
}) {
  const centered = align === "center";
  const large = size === "large";
  const headingSize = large ? "text-display-lg" : "text-display-md";
  return (
    <div className={`${centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"} ${className}`}>
      {kicker ? <p className={`kicker mb-4 ${inverse ? "text-gold" : "text-gold-dark"}`}>{kicker}</p> : null}
      <Heading
        id={id}
        className={`text-balance font-display font-semibold tracking-tight ${headingSize} ${inverse ? "text-white" : "text-navy-900"}`}
      >
        {title}
      </Heading>
      {intro ? (
        <p className={`mt-4 text-pretty text-lead ${inverse ? "text-slate-200" : "text-muted"}`}>{intro}</p>
      ) : null}
    </div>
  );
}
