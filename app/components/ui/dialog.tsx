import { AlertDialog as AlertPrimitive, Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";

/**
 * Radix Dialog and AlertDialog, styled. Focus is trapped inside and returns to the opener on close;
 * Escape closes; a Dialog also closes on a click outside it (an AlertDialog does not: it needs an answer).
 * Portalled into <body>, they inherit the page's `dir`.
 *
 *   <Dialog open={open} onOpenChange={setOpen}>
 *     <DialogContent size="lg" aria-describedby={undefined}>
 *       <DialogTitle>…</DialogTitle> …
 *     </DialogContent>
 *   </Dialog>
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const SIZES = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-3xl" } as const;

const overlayClass = "fixed inset-0 z-50 bg-navy-950/60";
// The panel leaves the top 7rem of the screen free: a toast shows there (toast.tsx) without covering the
// dialog's header. On a phone it sits at the bottom; wider, it is centred in the space below that band.
const panelClass =
  "fixed inset-x-3 bottom-3 z-50 mx-auto flex max-h-[calc(100dvh-7rem)] flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-2xl outline-none sm:inset-x-6 sm:top-[calc(50%+3rem)] sm:bottom-auto sm:max-h-[calc(100dvh-8rem)] sm:-translate-y-1/2";

export function DialogContent({
  size = "md",
  className = "",
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { size?: keyof typeof SIZES }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={`${panelClass} ${SIZES[size]} ${className}`}
        // A click on a toast (its Undo) is not a click outside: the dialog stays open.
        onInteractOutside={(event) => {
          if (event.target instanceof Element && event.target.closest("[data-sonner-toaster]")) {
            event.preventDefault();
          }
        }}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className = "", ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={`text-xl font-bold ${className}`} {...props} />;
}

export function DialogDescription({
  className = "",
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={`text-sm text-muted ${className}`} {...props} />;
}

/**
 * A dialog's header: its title and what it is for (`description`, with `descriptionId` when the content
 * names it in aria-describedby); a line under it unless `bordered` is false.
 */
export function DialogHeader({
  title,
  description,
  descriptionId,
  bordered = true,
}: {
  title: ReactNode;
  description: ReactNode;
  descriptionId?: string;
  bordered?: boolean;
}) {
  return (
    <div className={`shrink-0 px-5 sm:px-6 ${bordered ? "border-b border-slate-200 py-4" : "pt-5"}`}>
      <DialogTitle className="text-navy-900">{title}</DialogTitle>
      <DialogDescription id={descriptionId} className="mt-1">
        {description}
      </DialogDescription>
    </div>
  );
}

/** A scrolling body between a dialog's header and footer. */
export function DialogBody({ className = "", children }: { className?: string; children: ReactNode }) {
  return <div className={`flex-1 overflow-y-auto p-5 sm:p-6 ${className}`}>{children}</div>;
}

export function DialogFooter({ className = "", children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={`flex shrink-0 flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3 sm:px-6 sm:py-4 ${className}`}
    >
      {children}
    </div>
  );
}

// ---- AlertDialog: a question that needs an answer (confirm a delete) --------------------------

export const AlertDialog = AlertPrimitive.Root;
export const AlertDialogTrigger = AlertPrimitive.Trigger;
export const AlertDialogAction = AlertPrimitive.Action;
export const AlertDialogCancel = AlertPrimitive.Cancel;

export function AlertDialogContent({
  className = "",
  children,
  ...props
}: ComponentProps<typeof AlertPrimitive.Content>) {
  return (
    <AlertPrimitive.Portal>
      <AlertPrimitive.Overlay className={overlayClass} />
      <AlertPrimitive.Content className={`${panelClass} max-w-md gap-4 p-6 ${className}`} {...props}>
        {children}
      </AlertPrimitive.Content>
    </AlertPrimitive.Portal>
  );
}

export function AlertDialogTitle({ className = "", ...props }: ComponentProps<typeof AlertPrimitive.Title>) {
  return <AlertPrimitive.Title className={`text-lg font-bold text-ink ${className}`} {...props} />;
}

export function AlertDialogDescription({
  className = "",
  ...props
}: ComponentProps<typeof AlertPrimitive.Description>) {
  return <AlertPrimitive.Description className={`space-y-2 text-sm text-muted ${className}`} {...props} />;
}

export function AlertDialogFooter({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-2 pt-2">{children}</div>;
}
