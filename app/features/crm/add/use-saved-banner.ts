import { useEffect, useRef, useState } from "react";

/** SPEC.md: after a save, the green banner shows for 3 seconds. */
export const BANNER_MS = 3000;

export function useSavedBanner(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [
    shown,
    () => {
      clearTimeout(timer.current);
      setShown(true);
      timer.current = setTimeout(() => setShown(false), BANNER_MS);
    },
  ];
}
