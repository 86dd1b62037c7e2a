import { INDUSTRIES } from "#core/domain/industries";
import { useTranslation } from "~/i18n/react";

/** The industries as a select's options, in the page's language (the add page's and the edit form's select). */
export function IndustryOptions() {
  const { t } = useTranslation("industries");
  return (
    <>
      {INDUSTRIES.map((industry) => (
        <option key={industry.key} value={industry.key}>
          {t(`industries:industry.${industry.slug}`)}
        </option>
      ))}
    </>
  );
}
