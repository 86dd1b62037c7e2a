import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

/**
 * What a page shows of a query: a status line while it is on its way (`loading`), an alert when it failed
 * (`error`, or the answer's own message with `errorMessage`), else its data as `children` renders it.
 * `className` goes on the status line and the alert (their spacing in the page).
 */
export function QueryState<T>({
  query,
  loading,
  error,
  errorMessage = false,
  className = "",
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  error: string;
  /** The failed answer's message when it has one (the API's translated error), `error` otherwise. */
  errorMessage?: boolean;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className={`text-muted ${className}`}>
        {loading}
      </p>
    );
  }
  if (query.isError) {
    const message = errorMessage && query.error instanceof Error ? query.error.message : "";
    return (
      <p role="alert" className={`text-destructive ${className}`}>
        {message || error}
      </p>
    );
  }
  return children(query.data);
}
