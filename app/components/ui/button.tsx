import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "destructive" | "light";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-primary text-white hover:bg-primary-dark",
  secondary: "bg-navy-900 text-white hover:bg-navy-800",
  outline: "border border-current text-primary hover:bg-primary-light",
  ghost: "text-ink hover:bg-surface",
  destructive: "bg-destructive text-white hover:bg-red-800",
  light: "bg-white text-navy-900 hover:bg-primary-light",
};

// A minimum height, never a fixed one: a long label (Serbian, a narrow phone) wraps onto a second line and the
// button grows with it; the vertical padding keeps the text off the edges when it does.
const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 py-1.5 text-sm",
  md: "min-h-11 px-5 py-2 text-base",
  lg: "min-h-12 px-6 py-2.5 text-lg sm:px-7",
};

/** Class names of a button, for <button> and for links that look like one. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return `inline-flex max-w-full items-center justify-center gap-2 rounded-control text-center font-semibold leading-snug text-balance [&>svg]:shrink-0 transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}

export function Button({
  variant,
  size,
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
