import { Plus } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";

/**
 * An "Add ..." button that opens a form in place (in the company modal's contact and project lists).
 * The form takes the focus when it opens; when it closes (saved or cancelled) the focus returns to the
 * button.
 */
export function AddInPlace({
  label,
  children,
}: {
  label: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return open ? (
    <div className="rounded-xl border border-primary/40 bg-white p-4">{children(() => setOpen(false))}</div>
  ) : (
    <button ref={button} type="button" className={buttonClass("outline", "sm")} onClick={() => setOpen(true)}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  );
}
