import { useTranslation } from "~/i18n/react";
import { Heading, type HeadingLevel } from "./heading";

/** A tool's title and what it does, in the showcase and in the document without script. */
export function ToolHead({
  tool,
  level,
}: {
  tool: "brandCompass" | "distanceMatrix" | "insightFramework";
  level: HeadingLevel;
}) {
  const { t } = useTranslation("tools");
  return (
    <>
      <Heading level={level} className="text-2xl font-bold text-navy-900">
        {t(`${tool}.title`)}
      </Heading>
      <p className="mt-2 max-w-3xl leading-7 text-muted">{t(`${tool}.description`)}</p>
    </>
  );
}
