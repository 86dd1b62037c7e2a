import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useGetHref } from "~/hooks/use-lang";

/** The closing call to action of a content page: a full-bleed band with a short pitch and a button. */
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
    <section aria-labelledby={id} className="bg-primary-dark text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-section-sm sm:px-6 lg:grid-cols-12 lg:items-end lg:px-8">
        <div className="lg:col-span-8">
          <h2 id={id} className="text-balance font-display text-display-md font-semibold">
            {title}
          </h2>
          <p className="mt-4 max-w-2xl text-pretty text-lead text-primary-light">{text}</p>
        </div>
        <div className="lg:col-span-4 lg:justify-self-end">
          <Link to={href(to)} className={buttonClass("light", "lg")}>
            {button}
            <ArrowRight aria-hidden="true" className="h-5 w-5 flip-rtl" />
          </Link>
        </div>
      </div>
    </section>
  );
}
