import { useState } from "react";
import type { Company } from "#core/domain/crm";
import { type IndustryKey, industryByKey } from "#core/domain/industries";
import { useTranslation } from "~/i18n/react";
import type { DetectedIndustry } from "../api/crm-api";
import { AutoDetectButton, DetectedPanel, useAutoDetect } from "../shared/auto-detect";

/**
 * In the company window, for a company without an industry: the add page's Auto-Detect on its name,
 * its answer in the same panel (Not assigned and why, or an industry with its confidence), and for an
 * industry a button to use it (saved like an edit, with Undo).
 */
export function DetectIndustry({ company, use }: { company: Company; use: (industry: IndustryKey) => void }) {
  const { t } = useTranslation("crm");
  const [detected, setDetected] = useState<DetectedIndustry | null>(null);
  const detect = useAutoDetect(setDetected);
  const found = industryByKey(detected?.industry)?.key;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <AutoDetectButton
          disabled={false}
          detecting={detect.isPending}
          onClick={() => detect.mutate(company.name)}
        />
        <p id="detect-hint" className="text-sm text-muted">
          {t("detect.modalHint")}
        </p>
      </div>
      {detected ? (
        <DetectedPanel
          result={detected}
          note={t("detect.useNote")}
          onUse={found ? () => use(found) : undefined}
        />
      ) : null}
    </div>
  );
}
