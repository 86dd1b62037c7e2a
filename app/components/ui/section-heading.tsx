import type { ReactNode } from "react";

/**
 * A section's heading (h2 by default) with an optional lead paragraph. `large` is the home page's size;
 * `inverse` is for a dark band.
 */
export function SectionHeading({
  id,
  title,
  intro,
  align = "start",
  as: Heading = "h2",
  size = "default",
  inverse = false,
  className = "",
}: {
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "start" | "center";
  as?: "h2" | "h3";
  size?: "default" | "large";
  inverse?: boolean;
  className?: string;
}) {
  const centered = align === "center";
  const large = size === "large";
  const headingSize = large
    ? "text-3xl font-bold tracking-tight sm:text-4xl"
    : "text-balance text-2xl font-bold sm:text-3xl";
  const introSize = large ? "mt-4 text-lg leading-8" : "mt-3 text-pretty text-lg leading-8";
  return (
    <div className={`${centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"} ${className}`}>
      <Heading id={id} className={`${headingSize} ${inverse ? "text-white" : "text-navy-900"}`}>
        {title}
      </Heading>
      {intro ? <p className={`${introSize} ${inverse ? "text-slate-200" : "text-muted"}`}>{intro}</p> : null}
    </div>
  );
}
