import { createElement, type ReactNode } from "react";

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading whose level depends on where the showcase sits (home: under an h2; /tools: under the h1). */
export function Heading({
  level,
  className,
  id,
  children,
}: {
  level: HeadingLevel;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  return createElement(`h${Math.min(level, 6)}`, { className, id }, children);
}

export function below(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}
