import { data } from "react-router";
import { serverT } from "#core/i18n/resources.server";
import { pageAddress } from "~/lib/page-address.server";
import { FormReadError, pageServices, readFormLimited, type ServiceArgs } from "~/lib/page-services.server";
import { CONTACT_FIELDS, type ContactActionResult, type ContactField } from "./types";

/** Far above what the longest valid message takes, URL-encoded. */
const MAX_FORM_BYTES = 32 * 1024;

/**
 * The contact form without JavaScript: a plain POST to the page, handed to the same server operation
 * handler as POST /api/contact (server/contact/receive-contact.ts), answered by the page with the outcome and the fields kept.
 */
export async function contactAction(args: ServiceArgs) {
  const { request } = args;
  const { lang } = pageAddress(args);
  const renderedAt = Date.now();
  const empty = { name: "", email: "", company: "", message: "" };

  let form: URLSearchParams;
  try {
    form = await readFormLimited(request, MAX_FORM_BYTES);
  } catch (error) {
    const status = error instanceof FormReadError ? error.status : 400;
    const message = serverT(lang)(status === 413 ? "api.tooLarge" : "api.invalidInput");
    return data<ContactActionResult>(
      { status: "error", message, fields: {}, values: empty, renderedAt },
      { status },
    );
  }

  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, form.get(field) ?? ""])) as Record<
    ContactField,
    string
  >;
  const rendered = Number(form.get("renderedAt") ?? Number.NaN);
  const outcome = await pageServices(args).contact.submit(
    { ...values, website: form.get("website") ?? "" },
    {
      renderedAt: Number.isFinite(rendered) && rendered > 0 ? rendered : undefined,
      userAgent: request.headers.get("user-agent") ?? undefined,
    },
  );
  if (outcome.ok) return data<ContactActionResult>({ status: "sent", renderedAt });

  const headers: Record<string, string> = {};
  if (outcome.retryAfterSeconds !== undefined) headers["Retry-After"] = String(outcome.retryAfterSeconds);
  return data<ContactActionResult>(
    {
      status: outcome.status === 400 ? "invalid" : "error",
      message: outcome.status >= 500 ? serverT(lang, "contact")("toast.errorDescription") : outcome.message,
      fields: outcome.fields ?? {},
      values,
      renderedAt,
    },
    { status: outcome.status, headers },
  );
}
