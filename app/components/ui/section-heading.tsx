import type { ReactNode } from "react";

/** A section's heading (h2 by default) with an optional lead paragraph. */
export function SectionHeading({
  id,
  title,
  intro,
  align = "start",
  as: Heading = "h2",
  className = "",
}: {
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "start" | "center";
  as?: "h2" | "h3";
  className?: string;
}) {
  const centered = align === "center";
  return (
    <div className={`${centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"} ${className}`}>
      <Heading id={id} className="text-balance text-2xl font-bold text-navy-900 sm:text-3xl">
        {title}
      </Heading>
      {intro ? <p className="mt-3 text-pretty text-lg leading-8 text-muted">{intro}</p> : null}
    </div>
  );
}
