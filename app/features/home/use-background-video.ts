import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Plays a muted background video after hydration, unless the visitor prefers reduced motion
 * (then it stays paused and the poster shows). The visitor can pause and resume it at any time.
 */
export function useBackgroundVideo(): {
  ref: RefObject<HTMLVideoElement | null>;
  /** False until hydrated: the pause button is only offered when it can work. */
  ready: boolean;
  playing: boolean;
  toggle: () => void;
} {
  const ref = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const pausedByVisitor = useRef(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    setReady(true);
    video.muted = true;
    const onPlaying = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    video.addEventListener("playing", onPlaying);
    video.addEventListener("pause", onPause);
    const query = window.matchMedia(REDUCED_MOTION);
    const apply = () => {
      if (query.matches || pausedByVisitor.current) video.pause();
      else void video.play().catch(() => setPlaying(false));
    };
    apply();
    query.addEventListener("change", apply);
    return () => {
      query.removeEventListener("change", apply);
      video.removeEventListener("playing", onPlaying);
      video.removeEventListener("pause", onPause);
    };
  }, []);

  const toggle = useCallback(() => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      pausedByVisitor.current = false;
      void video.play().catch(() => setPlaying(false));
    } else {
      pausedByVisitor.current = true;
      video.pause();
    }
  }, []);

  return { ref, ready, playing, toggle };
}
