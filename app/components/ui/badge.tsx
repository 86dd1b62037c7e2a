import type { HTMLAttributes } from "react";

export type BadgeVariant = "default" | "secondary" | "outline" | "success";

const VARIANTS: Record<BadgeVariant, string> = {
  default: "border-transparent bg-primary text-white",
  secondary: "border-transparent bg-primary-light text-primary-dark",
  outline: "border-slate-300 text-ink",
  success: "border-transparent bg-emerald-100 text-emerald-900",
};

/** Class names of a badge, for elements other than <span>. */
export function badgeClass(variant: BadgeVariant = "default", extra = ""): string {
  return `inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${VARIANTS[variant]} ${extra}`;
}

/** A small label, e.g. an article's category. */
export function Badge({
  variant,
  className = "",
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={badgeClass(variant, className)} {...props} />;
}
