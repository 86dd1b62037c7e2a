import { useEffect } from "react";
import { useBlocker } from "react-router";
import { DiscardDialog } from "~/components/ui/discard-dialog";
import { hasUnsaved, useHasUnsaved } from "~/lib/unsaved";

/** Leaving a staff page with unsaved changes asks first (links in the page, and closing or reloading the tab). */
export function UnsavedGuard() {
  const unsaved = useHasUnsaved();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsaved() && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);
  if (blocker.state !== "blocked") return null;
  return <DiscardDialog onStay={() => blocker.reset()} onDiscard={() => blocker.proceed()} />;
}
