import { CheckCircle2, CircleAlert } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import type { ContactActionResult } from "./types";

/** The answer to a plain HTML post (JavaScript off): sent, or what was wrong. */
export function FormResult({ result }: { result: ContactActionResult }) {
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
