import type { ReactNode } from "react";

/** The centred title and subtitle that open each home page section. */
export function SectionHeading({
  id,
  title,
  subtitle,
  inverse = false,
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  inverse?: boolean;
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2
        id={id}
        className={`text-3xl font-bold tracking-tight sm:text-4xl ${inverse ? "text-white" : "text-navy-900"}`}
      >
        {title}
      </h2>
      {subtitle ? (
        <p className={`mt-4 text-lg leading-8 ${inverse ? "text-slate-200" : "text-muted"}`}>{subtitle}</p>
      ) : null}
    </div>
  );
}
