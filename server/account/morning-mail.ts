import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import { formatDate } from "#core/lib/format";
import { getHref } from "#core/lib/paths";
import { escapeHtml } from "../mail/html";
import type { FollowUpItem } from "./follow-ups";
import { followUpText } from "./texts";

export interface MorningMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The morning e-mail of an account's follow-ups due `day` and overdue, in its language: plain text and
 * HTML (right to left in Arabic), the subject with the count. Names people typed are isolated (<bdi>).
 */
export function morningMail(
  items: FollowUpItem[],
  account: { username: string; language: Lang },
  day: string,
  publicUrl: string,
): MorningMail {
  const lang = account.language;
  const t = serverT(lang, "account");
  const base = publicUrl.replace(/\/$/, "");
  const crmUrl = `${base}${getHref("/crm", lang)}`;
  const accountUrl = `${base}${getHref("/crm/account", lang)}`;
  const groups = [
    { title: t("mail.overdue"), items: items.filter((item) => item.due < day) },
    { title: t("mail.today"), items: items.filter((item) => item.due >= day) },
  ].filter((group) => group.items.length > 0);
  const line = (item: FollowUpItem) =>
    item.due < day
      ? `${followUpText(item, t)} (${t("mail.due", { date: formatDate(item.due, lang) })})`
      : followUpText(item, t);
  const subject = t("mail.subject", { count: items.length });
  const intro = t("mail.intro", { date: formatDate(day, lang) });
  const greeting = t("mail.greeting", { username: account.username });

  const text = [
    greeting,
    "",
    intro,
    ...groups.flatMap((group) => ["", `${group.title}:`, ...group.items.map((item) => `- ${line(item)}`)]),
    "",
    t("mail.open", { url: crmUrl }),
    "",
    "--",
    t("mail.footer", { url: accountUrl }),
  ].join("\n");

  const { htmlLang, dir } = LANGUAGE_INFO[lang];
  const html = [
    `<!doctype html><html lang="${htmlLang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:sans-serif;line-height:1.5;color:#1f2937">`,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>`,
    ...groups.map(
      (group) =>
        `<h2 style="font-size:1.1em">${escapeHtml(group.title)}</h2><ul>${group.items
          .map((item) => `<li><bdi>${escapeHtml(line(item))}</bdi></li>`)
          .join("")}</ul>`,
    ),
    `<p><a href="${escapeHtml(crmUrl)}">${escapeHtml(t("mail.openLink"))}</a></p>`,
    `<p style="font-size:0.85em;color:#6b7280">${escapeHtml(t("mail.footer", { url: accountUrl }))}</p>`,
    "</body></html>",
  ].join("\n");
  return { subject, text, html };
}
