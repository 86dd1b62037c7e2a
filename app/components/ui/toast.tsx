import { type ReactNode, useEffect, useState } from "react";
import type { ExternalToast } from "sonner";

/**
 * Toasts (sonner) loaded on the first interaction, not with the page: most visitors never see one, so
 * the toast library stays out of the JavaScript every public page loads. `toast.success(...)` etc. work
 * as sonner's do.
 */
type Sonner = typeof import("sonner");

let loading: Promise<Sonner> | undefined;
const subscribers = new Set<(sonner: Sonner) => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then(
    (sonner) => {
      for (const subscriber of subscribers) subscriber(sonner);
      return sonner;
    },
    (error: unknown) => {
      loading = undefined; // offline for a moment: the next toast tries again
      throw error;
    },
  );
  return loading;
}

type Kind = "success" | "error" | "warning" | "info" | "message";

async function show(kind: Kind, message: ReactNode, data?: ExternalToast): Promise<void> {
  const sonner = await loadSonner();
  await mounted;
  sonner.toast[kind](message, data);
}

export const toast = {
  success: (message: ReactNode, data?: ExternalToast) => void show("success", message, data),
  error: (message: ReactNode, data?: ExternalToast) => void show("error", message, data),
  warning: (message: ReactNode, data?: ExternalToast) => void show("warning", message, data),
  info: (message: ReactNode, data?: ExternalToast) => void show("info", message, data),
  message: (message: ReactNode, data?: ExternalToast) => void show("message", message, data),
};

/** Whether a dialog (Radix: role dialog or alertdialog, open) is on screen, watched while `enabled`. */
function useDialogOpen(enabled: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const check = () =>
      setOpen(
        document.querySelector(
          '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
        ) !== null,
      );
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["data-state"],
    });
    return () => observer.disconnect();
  }, [enabled]);
  return open;
}

/** The toast region (bottom-right, Alt+T, labelled), mounted once the first toast needs it. */
export function LazyToaster({ dir, label }: { dir: "ltr" | "rtl"; label: string }) {
  const [sonner, setSonner] = useState<Sonner>();
  useEffect(() => {
    subscribers.add(setSonner);
    if (loading) void loading.then(setSonner, () => {});
    // The first interaction (typing into a form, a click) fetches the library, so that a toast can
    // still appear when the network is gone by the time the form is sent.
    const preload = () => void loadSonner().catch(() => {});
    const options = { once: true, passive: true } as const;
    document.addEventListener("focusin", preload, options);
    document.addEventListener("pointerdown", preload, options);
    return () => {
      subscribers.delete(setSonner);
      document.removeEventListener("focusin", preload);
      document.removeEventListener("pointerdown", preload);
    };
  }, []);
  useEffect(() => {
    if (sonner) markMounted();
  }, [sonner]);
  const dialogOpen = useDialogOpen(sonner !== undefined);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      // Bottom-right, where dialogs keep their buttons: while one is open, toasts show at the top instead,
      // in the 7rem band a dialog leaves free (dialog.tsx), a long description cut to two lines to fit.
      position={dialogOpen ? "top-center" : "bottom-right"}
      offset={{ top: 16 }}
      mobileOffset={{ top: 8, left: 8, right: 8 }}
      toastOptions={dialogOpen ? { classNames: { description: "line-clamp-2" } } : undefined}
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel={label}
      dir={dir}
      richColors
      closeButton
    />
  );
}
