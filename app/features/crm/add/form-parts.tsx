import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/** The green 'saved successfully!' banner. Always in the page, so screen readers announce it. */
export function SavedBanner({ shown, text }: { shown: boolean; text: string }) {
  return (
    <div role="status" aria-live="polite">
      {shown ? (
        <p className="mb-5 flex items-center gap-2 rounded-lg border border-green-300 bg-green-50 px-4 py-3 font-semibold text-green-900">
          <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0" />
          {text}
        </p>
      ) : null}
    </div>
  );
}

/** Save ('Saving...' while busy) and Cancel (back to /crm). */
export function FormActions({ saving, label }: { saving: boolean; label: string }) {
  const { t } = useTranslation("crm");
  const href = useGetHref();
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-5 sm:col-span-2">
      <Link to={href("/crm")} className={buttonClass("ghost")}>
        {t("add.cancel")}
      </Link>
      <Button type="submit" disabled={saving}>
        {saving ? t("add.saving") : label}
      </Button>
    </div>
  );
}
