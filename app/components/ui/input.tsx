import type { ComponentProps } from "react";

/** Shared look of text controls; invalid ones (aria-invalid) get a red border. */
export const controlClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-primary disabled:cursor-not-allowed disabled:bg-surface disabled:opacity-70 aria-[invalid=true]:border-destructive";

/** A single-line text input. Pass `ref` straight through (React 19), e.g. from react-hook-form's register. */
export function Input({ className = "", type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={`${controlClass} h-11 ${className}`} {...props} />;
}
