import { useQuery } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { type Company, isCompanyStage } from "#core/domain/crm";
import { industryByKey } from "#core/domain/industries";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTitle,
} from "~/components/ui/dialog";
import { DiscardDialog } from "~/components/ui/discard-dialog";
import { USER_TEXT, UserText, withUserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { hasUnsaved } from "~/lib/unsaved";
import { fetchCompany } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { ConfirmDelete } from "../shared/confirm-delete";
import { Notice } from "../shared/form-bits";
import { industryView } from "../shared/solution";
import { TimelineSection } from "../timeline/timeline-section";
import { CompanyDetails } from "./company-details";
import { CompanyEditForm } from "./company-edit-form";
import { ContactList } from "./contact-list";
import { DetectIndustry } from "./detect-industry";
import { MergeDialog } from "./merge-dialog";
import { ProjectList } from "./project-list";
import { useCompanyMutations } from "./use-company-mutations";

/**
 * A company's details (opened from its card): header in its solution's colour, view and edit modes,
 * its contacts and projects. Escape or a click outside closes it. The company is read again on opening
 * so an edit starts from the current version.
 */
export function CompanyModal({ company: opened, onClose }: { company: Company; onClose: () => void }) {
  const { t } = useTranslation(["crm", "industries"]);
  const lang = useLang();
  const { can } = useStaffSession();
  const [mode, setMode] = useState<"view" | "edit">("view");
  const [askDiscard, setAskDiscard] = useState(false);
  // Opened from code (a card, a search result), not a Radix trigger: focus goes back to the opener.
  const [opener] = useState(() =>
    typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null),
  );
  // Escape, a click outside or Close with unsaved changes asks first.
  const close = () => (hasUnsaved() ? setAskDiscard(true) : onClose());
  const query = useQuery({
    queryKey: crmKeys.company(opened.id),
    queryFn: ({ signal }) => fetchCompany(lang, opened.id, signal),
    initialData: opened,
    initialDataUpdatedAt: 0,
  });
  const mutations = useCompanyMutations(opened.id);
  const company = query.data;
  const gone = query.error instanceof ApiError && query.error.status === 404;
  const view = industryView(company.industry, t);
  const stage = isCompanyStage(company.stage) ? t(`stage.${company.stage}`) : company.stage;

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      {askDiscard ? <DiscardDialog onStay={() => setAskDiscard(false)} onDiscard={onClose} /> : null}
      <DialogContent
        size="lg"
        aria-describedby="company-modal-industry"
        onCloseAutoFocus={(event) => {
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <div
          className="flex shrink-0 items-start gap-4 px-5 py-5 text-white sm:px-6"
          style={{ backgroundColor: view.color }}
        >
          <div className="min-w-0 flex-1 space-y-1">
            <DialogTitle className="break-words text-2xl">
              <UserText>{company.name}</UserText>
            </DialogTitle>
            <p id="company-modal-industry" className="text-white">
              {view.industryName}
            </p>
            <p className="inline-flex rounded-full border border-white px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase">
              {stage}
            </p>
          </div>
        </div>

        {mode === "edit" && !gone ? (
          <CompanyEditForm
            company={company}
            save={mutations.saveCompany}
            onSaved={() => setMode("view")}
            onCancel={() => setMode("view")}
            onGone={() => {
              void query.refetch();
              setMode("view");
            }}
          />
        ) : (
          <>
            <DialogBody className="space-y-6">
              {gone ? <Notice tone="error">{t("modal.gone")}</Notice> : null}
              <CompanyDetails company={company} />
              {gone || industryByKey(company.industry) || !can("sales") ? null : (
                <DetectIndustry
                  company={company}
                  use={(industry) => mutations.saveCompany.mutate({ industry, version: company.version })}
                />
              )}
              {gone ? null : (
                <>
                  <ContactList companyId={company.id} mutations={mutations} />
                  <ProjectList companyId={company.id} mutations={mutations} />
                  <TimelineSection companyId={company.id} />
                </>
              )}
            </DialogBody>
            {/* One row on a phone: the actions show their icons there, their names read by screen readers. */}
            <DialogFooter className="flex-nowrap">
              {gone ? null : (
                <>
                  <Button variant="outline" onClick={() => setMode("edit")}>
                    <Pencil aria-hidden="true" className="h-4 w-4" />
                    <span className="max-sm:sr-only">{t("modal.edit")}</span>
                  </Button>
                  <MergeDialog company={company} />
                  <ConfirmDelete
                    title={t("confirm.deleteCompanyTitle")}
                    description={
                      <>
                        <p>
                          {withUserText(
                            t("confirm.deleteCompanyQuestion", { name: USER_TEXT }),
                            company.name,
                          )}
                        </p>
                        <p>{t("confirm.deleteCompanyWarning")}</p>
                      </>
                    }
                    confirmLabel={t("confirm.deleteCompanyButton")}
                    onConfirm={async () => {
                      const deleted = await mutations.removeCompany(company);
                      if (deleted) onClose();
                      return deleted;
                    }}
                    trigger={
                      <Button variant="destructive">
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                        <span className="max-sm:sr-only">{t("modal.delete")}</span>
                      </Button>
                    }
                  />
                </>
              )}
              <DialogClose asChild>
                <Button variant="secondary" className="ms-auto sm:ms-0">
                  {t("modal.close")}
                </Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
