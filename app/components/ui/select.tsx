import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { controlClass } from "./input";

/**
 * A styled native <select>: the phone's own picker on touch screens, the keyboard behaviour people
 * expect everywhere, and works with react-hook-form's register (pass `ref` straight through).
 *
 * `options` ([value, text] pairs) are written before any `children`.
 */
export function Select({
  className = "",
  options = [],
  children,
  ...props
}: ComponentProps<"select"> & { options?: ReadonlyArray<readonly [string, string]> }) {
  return (
    <div className="relative">
      <select className={`${controlClass} h-11 appearance-none pe-10 ${className}`} {...props}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
