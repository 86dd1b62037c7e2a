import type { ComponentProps } from "react";
import { HONEYPOT_FIELD } from "#core/domain/contact";

/**
 * A field people never see, reach or hear (moved off screen, aria-hidden, out of the tab order, no autofill):
 * only a bot filling in every input fills it, and its message is quietly dropped.
 */
export function HoneypotField({ label, ...props }: ComponentProps<"input"> & { label: string }) {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -start-[10000px] top-auto h-px w-px overflow-hidden"
    >
      <label htmlFor="contact-website">{label}</label>
      <input
        id="contact-website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...props}
        name={HONEYPOT_FIELD}
      />
    </div>
  );
}
