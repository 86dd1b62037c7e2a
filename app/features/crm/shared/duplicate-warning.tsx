import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, ExternalLink, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type DuplicateMatch, duplicateMatchesOf } from "#core/domain/company-duplicates";
import { Button, buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { USER_TEXT, withUserText } from "~/components/ui/user-text";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { restoreFromTrash } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";

/** The matches of a 409 `duplicate` answer, or null for any other error. */
export function duplicatesOf(error: unknown): DuplicateMatch[] | null {
  return error instanceof ApiError && error.status === 409 ? duplicateMatchesOf(error.body) : null;
}

/**
 * The warning a save that may duplicate a company gets (issue 16): the companies found, each with
 * "Open <name>" (in a new tab, so that nothing typed here is lost) or, in the trash, "Restore <name>";
 * and "Add anyway", which sends the same save confirmed.
 */
export function DuplicateWarning({
  matches,
  saving,
  confirmLabel,
  onConfirm,
}: {
  matches: DuplicateMatch[];
  saving: boolean;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const href = useGetHref();
  const client = useQueryClient();
  const [restored, setRestored] = useState<Set<number>>(() => new Set());
  const [restoring, setRestoring] = useState<number | null>(null);
  const box = useRef<HTMLElement>(null);
  // Shown after a save: focus moves to it, so a keyboard user is at "Open" and "Add anyway".
  useEffect(() => {
    box.current?.focus();
  }, []);

  const restore = async (match: DuplicateMatch) => {
    setRestoring(match.id);
    try {
      await restoreFromTrash(lang, "company", match.id);
      setRestored((before) => new Set(before).add(match.id));
      toast.success(t("toast.successTitle"), {
        description: withUserText(t("duplicates.restored", { name: USER_TEXT }), match.name),
      });
      void client.invalidateQueries({ queryKey: crmKeys.views() });
    } catch (error) {
      toast.error(t("toast.errorTitle"), {
        description: error instanceof Error ? error.message : t("toast.saveFailed"),
      });
    } finally {
      setRestoring(null);
    }
  };

  return (
    <section
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="duplicate-warning-title"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-4 text-amber-950 outline-none focus-visible:ring-2 focus-visible:ring-amber-600 sm:col-span-2"
    >
      <h3 id="duplicate-warning-title" className="flex items-center gap-2 font-bold">
        <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0" />
        {t("duplicates.title")}
      </h3>
      <p className="mt-1 text-sm">{t("duplicates.intro")}</p>
      <ul className="mt-3 space-y-3">
        {matches.map((match) => {
          const inTrash = match.inTrash && !restored.has(match.id);
          return (
            <li
              key={match.id}
              className="flex flex-col gap-2 rounded-md border border-amber-200 bg-white px-3 py-2 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">
                  <bdi>{match.name}</bdi>
                </p>
                <p className="text-sm text-muted">
                  {t(
                    match.by === "both"
                      ? "duplicates.byBoth"
                      : match.by === "website"
                        ? "duplicates.byWebsite"
                        : "duplicates.byName",
                  )}
                  {match.website ? (
                    <>
                      {" · "}
                      <bdi dir="ltr">{match.website}</bdi>
                    </>
                  ) : null}
                  {inTrash ? ` · ${t("duplicates.inTrash")}` : ""}
                </p>
              </div>
              {inTrash ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="shrink-0"
                  disabled={restoring === match.id}
                  onClick={() => void restore(match)}
                >
                  <RotateCcw aria-hidden="true" className="h-4 w-4" />
                  {withUserText(t("duplicates.restore", { name: USER_TEXT }), match.name)}
                </Button>
              ) : (
                <a
                  href={`${href("/crm")}?company=${match.id}`}
                  target="_blank"
                  rel="noopener"
                  className={buttonClass("outline", "sm", "shrink-0")}
                >
                  <ExternalLink aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
                  {withUserText(t("duplicates.open", { name: USER_TEXT }), match.name)}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" disabled={saving} onClick={onConfirm}>
          {saving ? t("add.saving") : confirmLabel}
        </Button>
      </div>
    </section>
  );
}
