import { Mail } from "lucide-react";
import { OFFICES } from "#core/content/brand";
import type { CatalogMetaView } from "#core/domain/catalog";
import { formatMonth } from "#core/lib/format";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

const CONTACT_EMAIL = OFFICES.find((office) => office.id === "riyadh")?.email ?? "";

/** Last updated, version, and whom to ask for a proposal. */
export function CatalogFooter({ meta }: { meta: CatalogMetaView }) {
  const { t } = useTranslation("catalog");
  const lang = useLang();
  return (
    <div className="mt-12 space-y-3 border-t border-slate-200 pt-6 text-sm text-muted">
      <p className="flex flex-wrap gap-x-6 gap-y-1">
        <span>{t("footer.lastUpdated", { date: formatMonth(meta.lastUpdated, lang) })}</span>
        <span>{t("footer.version", { version: meta.version })}</span>
      </p>
      <p>
        {t("footer.contact")}{" "}
        <a
          href={`mailto:${CONTACT_EMAIL}`}
          className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
        >
          <Mail aria-hidden="true" className="size-4" />
          <span className="ltr-isolate">{CONTACT_EMAIL}</span>
        </a>
      </p>
    </div>
  );
}
