/**
 * A person's initials set in the display face on a tinted field, standing in for a photograph: the initials
 * come from the translations, so an Arabic page shows Arabic letters ("ن م") and a Serbian one Cyrillic ("НМ").
 * With a `label` it is an image of that name; without, decoration beside the name.
 */
export function Monogram({
  initials,
  label,
  className = "",
}: {
  initials: string;
  label?: string;
  className?: string;
}) {
  return (
    <div
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      className={`flex shrink-0 flex-col items-center justify-center gap-[0.12em] bg-paper font-display font-normal leading-none text-navy-900 ring-1 ring-navy-900/15 ring-inset ${className}`}
      data-monogram=""
    >
      <span className="whitespace-nowrap">{initials}</span>
      <span className="h-[0.06em] w-[0.7em] bg-gold" />
    </div>
  );
}
