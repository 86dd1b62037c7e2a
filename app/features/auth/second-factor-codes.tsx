import { renderSVG } from "uqr";
import { Panel } from "~/components/ui/panel";
import { useTranslation } from "~/i18n/react";

/** A new second factor, shown once: its QR code and otpauth address for an authenticator app, and the recovery codes. */
export function SecondFactorCodes({ uri, recoveryCodes }: { uri: string; recoveryCodes: string[] }) {
  const { t } = useTranslation("staff");
  return (
    <Panel
      title={t("secondFactorSetup.title")}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <p>{t("secondFactorSetup.text")}</p>
      <div
        role="img"
        aria-label={t("secondFactorSetup.qrLabel")}
        className="mx-auto w-48"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr draws the QR code as SVG from the otpauth URI
        dangerouslySetInnerHTML={{ __html: renderSVG(uri) }}
      />
      <p dir="ltr" className="break-all font-mono text-sm">
        {uri}
      </p>
      <p>{t("secondFactorSetup.recoveryCodes")}</p>
      <ul dir="ltr" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {recoveryCodes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </Panel>
  );
}
