import type { SendableInsight } from "#core/domain/newsletter-sends";
import { LANGUAGES } from "#core/i18n/languages";
import { formatNumber } from "#core/lib/format";
import { Button } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { USER_TEXT, withUserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/**
 * "Send to subscribers" and its question: who would get the insight, per subscriber language (in their own,
 * in English, or skipped), and how many had it already (a second send leaves them out).
 */
export function SendDialog({
  insight,
  describedBy,
  onSend,
}: {
  insight: SendableInsight;
  /** The id of the insight's title beside the button. */
  describedBy: string;
  /** Resolves true once the send started. */
  onSend: () => Promise<boolean>;
}) {
  const { t } = useTranslation("newsletter-sends");
  const lang = useLang();
  const language = (code: string) => t(`common:language.${code}`);
  const reach = (code: (typeof LANGUAGES)[number]) =>
    insight.languages.includes(code)
      ? t("dialog.own")
      : insight.languages.includes("en")
        ? t("dialog.english")
        : t("dialog.skipped");
  const nobody = LANGUAGES.every((code) => insight.recipients[code] === 0);
  return (
    <ConfirmAction
      trigger={
        <Button size="sm" aria-describedby={describedBy}>
          {t("insights.send")}
        </Button>
      }
      title={withUserText(t("dialog.title", { title: USER_TEXT }), insight.title)}
      description={
        <>
          <p>{t("dialog.text")}</p>
          <ul className="space-y-1">
            {LANGUAGES.map((code) => (
              <li key={code}>
                <span className="font-semibold text-ink">
                  {withUserText(
                    t("subscribersBy", {
                      language: USER_TEXT,
                      number: formatNumber(insight.recipients[code], lang),
                    }),
                    language(code),
                  )}
                </span>{" "}
                ({reach(code)})
              </li>
            ))}
          </ul>
          {insight.alreadySent > 0 ? (
            <p>
              {t("dialog.already", {
                count: insight.alreadySent,
                formatted: formatNumber(insight.alreadySent, lang),
              })}
            </p>
          ) : null}
          {nobody ? <p className="font-semibold text-ink">{t("dialog.nobody")}</p> : null}
        </>
      }
      cancelLabel={t("dialog.cancel")}
      confirmLabel={t("dialog.confirm")}
      busyLabel={t("dialog.sending")}
      destructive={false}
      disabled={nobody}
      onConfirm={onSend}
    />
  );
}
