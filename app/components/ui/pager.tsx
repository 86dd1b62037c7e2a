import type { ReactNode } from "react";
import { Button } from "./button";

/** Pages of a list: the page before, "page N of M" (already translated), the page after. */
export function Pager({
  label,
  page,
  pages,
  onPage,
  previous,
  next,
  status,
  className = "flex flex-wrap items-center gap-3",
}: {
  /** The navigation's name. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  previous: ReactNode;
  next: ReactNode;
  status: ReactNode;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </Button>
      <p className="text-sm text-muted">{status}</p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {next}
      </Button>
    </nav>
  );
}
