import type { HTMLAttributes } from "react";

/** Class names of a card, for elements other than <div> (article, li, section...). */
export function cardClass(extra = ""): string {
  return `rounded-2xl border border-slate-200 bg-white shadow-sm ${extra}`;
}

/** A bordered white panel with rounded corners. */
export function Card({ className = "", ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cardClass(className)} {...props} />;
}
