import { type ReactNode, useId } from "react";

/**
 * A titled region: a <section> named by its own <h2>. The staff screens' white bordered box by default;
 * `className` gives the box another look and `titleClassName` the heading another size.
 */
export function Panel({
  title,
  children,
  className = "rounded-xl border border-slate-200 bg-white p-4",
  titleClassName = "text-xl font-bold text-navy-900",
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
  titleClassName?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
