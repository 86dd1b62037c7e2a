/**
 * A form's one-line privacy notice: what the form's data is used for, and a link to the privacy page (in
 * the page's language: pass its href). `tone="dark"` for a form on a dark band.
 */
export function PrivacyNotice({
  text,
  linkLabel,
  href,
  tone = "light",
  className = "",
}: {
  text: string;
  linkLabel: string;
  href: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  const colours = tone === "dark" ? "text-slate-300 [&_a]:text-white" : "text-muted [&_a]:text-primary";
  return (
    <p className={`text-sm ${colours} ${className}`}>
      {text}{" "}
      <a href={href} className="font-medium underline underline-offset-2 hover:no-underline">
        {linkLabel}
      </a>
    </p>
  );
}
