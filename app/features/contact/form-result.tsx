import { CheckCircle2, CircleAlert } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import type { ContactActionResult } from "./types";

/** What the form says after a post: sent, or what was wrong (a plain HTML post's answer, or the script's). */
export type FormOutcome =
  | Pick<ContactActionResult & { status: "sent" }, "status">
  | { status: "invalid" | "error"; message: string };

/** The answer to a post, kept on the page: sent, or what was wrong (e.g. when to try again). */
export function FormResult({ result }: { result: FormOutcome }) {
  const { t } = useTranslation("contact");
  if (result.status === "sent") {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
      >
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t("result.sentTitle")}</p>
          <p className="mt-1 text-sm">{t("result.sentText")}</p>
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">
          {t(result.status === "invalid" ? "result.invalidTitle" : "result.errorTitle")}
        </p>
        <p className="mt-1 text-sm">{result.message}</p>
      </div>
    </div>
  );
}
