import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useGetHref } from "~/hooks/use-lang";

/** The closing call to action of a content page: a short pitch and a button (to the contact page). */
export function CtaBand({
  title,
  text,
  button,
  to = "/contact",
}: {
  title: string;
  text: string;
  button: string;
  to?: string;
}) {
  const href = useGetHref();
  const id = useId();
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
      <div className="flex flex-col gap-6 rounded-2xl bg-primary-dark px-6 py-10 text-white sm:px-10 lg:flex-row lg:items-center lg:justify-between lg:px-14 lg:py-12">
        <div className="max-w-2xl">
          <h2 id={id} className="text-balance text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-pretty text-lg leading-8 text-primary-light">{text}</p>
        </div>
        <Link to={href(to)} className={buttonClass("light", "lg", "shrink-0 self-start lg:self-auto")}>
          {button}
          <ArrowRight aria-hidden="true" className="h-5 w-5 flip-rtl" />
        </Link>
      </div>
    </section>
  );
}
