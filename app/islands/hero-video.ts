const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The home hero's background video, without a framework: it plays muted once the page runs, unless the
 * visitor prefers reduced motion (then the poster stays and the video is not downloaded); the button,
 * hidden in the HTML since it needs this script, pauses and resumes it.
 */
export function startHeroVideo(root: HTMLElement): void {
  const video = root.querySelector("video");
  const button = root.querySelector<HTMLButtonElement>("button[data-video-toggle]");
  if (!video || !button) return;
  let pausedByVisitor = false;
  video.muted = true;

  const show = (playing: boolean) => {
    root.dataset.playing = String(playing);
    button.setAttribute("aria-label", (playing ? button.dataset.labelPause : button.dataset.labelPlay) ?? "");
  };
  const play = () => void video.play().catch(() => show(false));
  video.addEventListener("playing", () => show(true));
  video.addEventListener("pause", () => show(false));

  const query = window.matchMedia(REDUCED_MOTION);
  const apply = () => {
    if (query.matches || pausedByVisitor) video.pause();
    else play();
  };
  query.addEventListener("change", apply);
  button.addEventListener("click", () => {
    pausedByVisitor = !video.paused;
    if (video.paused) play();
    else video.pause();
  });
  show(false);
  button.hidden = false;
  apply();
}

/** Starts the control of every hero video on the page (the islands' boot, and development's). */
export function startHeroVideos(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-hero-video]")) startHeroVideo(root);
}
