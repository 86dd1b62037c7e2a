import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useGetHref } from "~/hooks/use-lang";

const TONES = {
  staff: "min-h-11 text-sm font-medium text-primary hover:text-primary-dark hover:underline",
  inverse: "font-semibold text-primary-light hover:text-white hover:underline",
} as const;

/** "← Back to …": a link to `to` (language-neutral) in the page's language, its arrow turned for right to left. */
export function BackLink({
  to,
  children,
  tone = "staff",
}: {
  to: string;
  children: ReactNode;
  tone?: keyof typeof TONES;
}) {
  const href = useGetHref();
  return (
    <Link to={href(to)} className={`inline-flex items-center gap-2 ${TONES[tone]}`}>
      <ArrowLeft aria-hidden="true" className="flip-rtl h-4 w-4" />
      {children}
    </Link>
  );
}
