import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import { getHref } from "#core/lib/paths";
import { escapeHtml } from "../mail/html";
import { oneClickUnsubscribeUrl, unsubscribeUrl } from "./unsubscribe-url";

export interface InsightText {
  slug: string;
  title: string;
  excerpt: string;
}

export interface InsightMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * One insight as a newsletter e-mail in `lang`: the title as subject, the excerpt and a link to the article,
 * plain text and HTML (right to left in Arabic), an unsubscribe link, and RFC 8058 one-click unsubscribe
 * headers for mail clients.
 */
export function insightMail(
  lang: Lang,
  insight: InsightText,
  subscriber: { unsubscribeToken: string },
  publicUrl: string,
): InsightMail {
  const t = serverT(lang, "newsletter");
  const articleUrl = `${publicUrl}${getHref(`/blog/${encodeURIComponent(insight.slug)}`, lang)}`;
  const leaveUrl = unsubscribeUrl(publicUrl, lang, subscriber.unsubscribeToken);
  const text = [
    insight.title,
    "",
    insight.excerpt,
    "",
    `${t("insightMail.read")}: ${articleUrl}`,
    "",
    "--",
    t("insightMail.why"),
    `${t("insightMail.unsubscribe")}: ${leaveUrl}`,
    "",
  ].join("\n");
  const { htmlLang, dir } = LANGUAGE_INFO[lang];
  const html = [
    `<!doctype html><html lang="${htmlLang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(insight.title)}</title></head>`,
    `<body style="font-family:sans-serif;line-height:1.5;color:#1f2937">`,
    `<h1 style="font-size:1.4em">${escapeHtml(insight.title)}</h1>`,
    `<p>${escapeHtml(insight.excerpt)}</p>`,
    `<p><a href="${escapeHtml(articleUrl)}">${escapeHtml(t("insightMail.read"))}</a></p>`,
    `<p style="font-size:0.85em;color:#6b7280">${escapeHtml(t("insightMail.why"))} <a href="${escapeHtml(leaveUrl)}">${escapeHtml(t("insightMail.unsubscribe"))}</a></p>`,
    "</body></html>",
  ].join("\n");
  return {
    subject: insight.title,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${oneClickUnsubscribeUrl(publicUrl, subscriber.unsubscribeToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
