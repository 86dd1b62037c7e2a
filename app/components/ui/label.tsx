import type { ComponentProps } from "react";

/** A form label; `required` adds a visual asterisk (the control's own `required` tells assistive technology). */
export function Label({
  className = "",
  required = false,
  children,
  ...props
}: ComponentProps<"label"> & { required?: boolean }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label className={`block text-sm font-semibold text-ink ${className}`} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ms-0.5 text-destructive">
          *
        </span>
      ) : null}
    </label>
  );
}
