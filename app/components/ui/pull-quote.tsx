import { Quote } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A sentence set large in the display face, between rules, as a publication pulls a quote out of its text.
 * Upright, in every language: the display face has no italic file to download (decision 017).
 */
export function PullQuote({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <figure className={`mx-auto max-w-4xl border-y border-rule py-10 text-center ${className}`}>
      <Quote aria-hidden="true" className="mx-auto h-10 w-10 fill-current text-gold-dark rtl:-scale-x-100" />
      <blockquote className="mt-4">
        <p className="text-balance font-display text-quote font-medium text-navy-900">{children}</p>
      </blockquote>
    </figure>
  );
}
