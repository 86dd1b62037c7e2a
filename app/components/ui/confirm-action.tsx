import { type ReactNode, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/dialog";

/**
 * A button that first asks: its dialog stays open, the confirm button saying `busyLabel`, until `onConfirm`
 * has an answer, and closes when it resolves true (deleted, sent). Cancel and Escape do nothing meanwhile.
 */
export function ConfirmAction({
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  busyLabel,
  destructive = true,
  disabled = false,
  onConfirm,
}: {
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  destructive?: boolean;
  /** The confirm button cannot be pressed (nothing to do). */
  disabled?: boolean;
  onConfirm: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div>{description}</div>
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="ghost" disabled={busy}>
              {cancelLabel}
            </Button>
          </AlertDialogCancel>
          <Button
            variant={destructive ? "destructive" : "primary"}
            disabled={busy || disabled}
            onClick={async () => {
              setBusy(true);
              const done = await onConfirm().finally(() => setBusy(false));
              if (done) setOpen(false);
            }}
          >
            {busy ? busyLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
