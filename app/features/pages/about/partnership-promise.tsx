import { PROMISE_STEPS } from "#core/content/pages";
import { EditorialList } from "~/components/ui/editorial-list";
import { PullQuote } from "~/components/ui/pull-quote";
import { SplitSection } from "~/components/ui/split-section";
import { useTranslation } from "~/i18n/react";

/** 'Our Partnership Promise': four numbered steps as an editorial list, and the closing line as a pull quote. */
export function PartnershipPromise() {
  const { t } = useTranslation("pages");
  return (
    <>
      <SplitSection
        id="promise-title"
        tone="paper"
        title={t("about.promise.title")}
        intro={t("about.promise.intro")}
      >
        <EditorialList
          columns={2}
          items={PROMISE_STEPS.map((step) => ({
            id: step.id,
            number: step.number,
            title: t(`about.promise.steps.${step.id}.title`),
            body: t(`about.promise.steps.${step.id}.description`),
          }))}
        />
      </SplitSection>
      <div className="px-4 py-section-sm sm:px-6 lg:px-8">
        <PullQuote>{t("about.promise.closing")}</PullQuote>
      </div>
    </>
  );
}
