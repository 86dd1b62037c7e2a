import { ChevronDown } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

export interface StaffLink {
  path: string;
  /** Its label's key in the `staff` namespace. */
  label: string;
}

export const staffLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-2 py-2 text-sm font-medium ${
    isActive ? "bg-primary-light text-primary-dark" : "text-ink hover:text-primary"
  }`;

/**
 * A group of the staff bar ("Site ▾", "Administration ▾"): one entry at every width, so the bar keeps to one
 * line on a laptop. Its links open under it, inside the bar's navigation; Escape, a click outside or following
 * a link closes them. The entry is marked while one of its pages is open.
 */
export function LinkGroup({ label, links }: { label: string; links: readonly StaffLink[] }) {
  const { t } = useTranslation("staff");
  const href = useGetHref();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const current = links.some((link) => pathname.startsWith(href(link.path)));
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={`flex min-h-10 items-center gap-1 rounded-md px-2 py-2 text-sm font-medium ${
          current ? "bg-primary-light text-primary-dark" : "text-ink hover:text-primary"
        }`}
      >
        {t(label)}
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </Popover.Trigger>
      <Popover.Content
        align="start"
        sideOffset={4}
        className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        <ul>
          {links.map((link) => (
            <li key={link.path}>
              <NavLink to={href(link.path)} className={staffLinkClass} onClick={() => setOpen(false)}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </Popover.Content>
    </Popover.Root>
  );
}
