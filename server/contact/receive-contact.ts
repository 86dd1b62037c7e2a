import { type ContactAnswer, contactSubmissionSchema } from "#core/domain/contact";
import { serverT } from "#core/i18n/resources.server";
import { parseInput } from "../http/input";
import { type ContactDeps, type SubmissionMeta, submitContactMessage } from "./submit-contact-message";

/**
 * The contact form's one handler, for both roads: POST /api/contact (the form with script) and the page's
 * plain POST (without). Checks the input with the shared schema (400 with the translated first issue),
 * then receives the message. The road only says how the timing check reads: the script sends how long
 * the form was filled in (`elapsedMs`); the plain form says when its page was rendered, if it knows.
 */
export function receiveContact(
  deps: ContactDeps,
  input: unknown,
  meta: Omit<SubmissionMeta, "channel"> & { plainForm?: { renderedAt: number | undefined } },
): Promise<ContactAnswer> {
  const parsed = parseInput(contactSubmissionSchema, input, serverT(meta.lang));
  const { plainForm, ...rest } = meta;
  return submitContactMessage(deps, parsed, {
    ...rest,
    channel: plainForm
      ? { kind: "form", renderedAt: plainForm.renderedAt }
      : { kind: "api", elapsedMs: parsed.elapsedMs },
  });
}
