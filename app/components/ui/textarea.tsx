import type { ComponentProps } from "react";
import { controlClass } from "./input";

/** A multi-line text input. */
export function Textarea({ className = "", rows = 5, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea rows={rows} className={`${controlClass} min-h-28 py-2.5 leading-6 ${className}`} {...props} />
  );
}
