import { useTranslation } from "~/i18n/react";

/** The staff preview's band: what follows is how the page will look, and it is not public. */
export function PreviewBand() {
  const { t } = useTranslation("blog");
  return (
    <p
      data-preview-band=""
      className="bg-amber-100 px-4 py-3 text-center text-sm font-semibold text-amber-950"
    >
      {t("previewBand")}
    </p>
  );
}
