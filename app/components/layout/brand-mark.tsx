/**
 * The "P" mark of the header and of the team's author card, drawn inline rather than as /media/logo.svg (the same
 * drawing, which the structured data still uses): one request fewer before a phone's first paint, where every
 * request in flight takes a share of the bandwidth the page's fonts need (decision 021).
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width="32"
      height="32"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <g transform="translate(-1.5 0)">
        <path d="M19 13h15a14 14 0 0 1 0 28H19" fill="none" stroke="#0f766e" strokeWidth="10" />
        <rect x="14" y="8" width="10" height="48" rx="3" fill="#0b1f3a" />
        <path d="M33 19.8l2 5.2 5.2 2-5.2 2-2 5.2-2-5.2-5.2-2 5.2-2z" fill="#d4a017" />
      </g>
    </svg>
  );
}
