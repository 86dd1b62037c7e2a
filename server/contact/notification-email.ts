import type { ContactMessageInput } from "#core/domain/contact";
import type { Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";

/** The firm's inbox reads English; the visitor's page language is stated in the e-mail. */
const NOTIFICATION_LANG: Lang = "en";

/** One line, no control characters: safe in a Subject header. */
function oneLine(value: string): string {
  return value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim();
}

/** The notification of a new contact message, as stored in the outbox (sent to MAIL_TO, reply-to the sender). */
export function contactNotificationEmail(
  message: ContactMessageInput,
  context: { lang: Lang; receivedAt: Date },
): { subject: string; text: string } {
  const t = serverT(NOTIFICATION_LANG, "contact");
  const languageName = serverT(NOTIFICATION_LANG)(`language.${context.lang}`);
  const received = new Intl.DateTimeFormat("en-GB", {
    dateStyle: "long",
    timeStyle: "long",
    timeZone: "UTC",
  }).format(context.receivedAt);
  const text = [
    t("notification.intro"),
    "",
    `${t("notification.name")}: ${message.name}`,
    `${t("notification.email")}: ${message.email}`,
    `${t("notification.company")}: ${message.company ?? t("notification.noCompany")}`,
    `${t("notification.language")}: ${languageName}`,
    `${t("notification.received")}: ${received}`,
    "",
    `${t("notification.message")}:`,
    message.message,
    "",
    "--",
    t("notification.replyHint"),
    "",
  ].join("\n");
  return { subject: oneLine(t("notification.subject", { name: oneLine(message.name) })).slice(0, 200), text };
}
