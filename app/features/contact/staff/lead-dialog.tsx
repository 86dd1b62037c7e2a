import { AlertTriangle, Building2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { type DuplicateMatch, duplicateMatchesOf } from "#core/domain/company-duplicates";
import type { StaffMessage } from "#core/domain/contact-messages";
import { LIMITS } from "#core/domain/crm";
import { type LeadFromMessageResult, leadFromMessageSchema, suggestedCompanyName } from "#core/domain/leads";
import { Button } from "~/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { useTurnIntoLead } from "./use-messages";

/**
 * "Turn into lead" (issue 16): the company name suggested by the message (its company field, else the
 * e-mail's domain, else the person's name: the hint says which), editable; a name that may already be in
 * the CRM shows the matches with "Use <company>" (the contact and note join it) or "Add anyway".
 */
export function LeadDialog({
  message,
  onClose,
  onDone,
}: {
  message: StaffMessage;
  onClose: () => void;
  onDone: (result: LeadFromMessageResult) => void;
}) {
  const { t } = useTranslation(["contact", "crm"]);
  const suggestion = suggestedCompanyName(message);
  const [companyName, setCompanyName] = useState(suggestion.name);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [matches, setMatches] = useState<DuplicateMatch[] | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const turn = useTurnIntoLead();

  const send = async (extra: { existingCompanyId?: number; confirmDuplicate?: boolean }) => {
    setFailure(null);
    const parsed = leadFromMessageSchema.safeParse({ companyName, ...extra });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? "crm:errors.companyNameRequired"));
      input.current?.focus();
      return;
    }
    setError(null);
    try {
      onDone(await turn.mutateAsync({ id: message.id, json: parsed.data }));
    } catch (caught) {
      const found =
        caught instanceof ApiError && caught.status === 409 ? duplicateMatchesOf(caught.body) : null;
      if (found) {
        setMatches(found);
        return;
      }
      const fieldError = caught instanceof ApiError ? caught.fields?.companyName : undefined;
      if (fieldError) {
        setError(fieldError);
        input.current?.focus();
      } else setFailure(caught instanceof Error ? caught.message : t("contact:staff.lead.failed"));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="md" aria-describedby={`${id}-intro`}>
        <DialogHeader
          bordered={false}
          title={t("contact:staff.lead.title")}
          description={t("contact:staff.lead.intro", { name: `\u2068${message.name}\u2069` })}
          descriptionId={`${id}-intro`}
        />
        <form
          noValidate
          className="flex min-h-0 flex-1 flex-col"
          onSubmit={(event) => {
            event.preventDefault();
            void send({});
          }}
        >
          <DialogBody className="space-y-4">
            <Field
              id={`${id}-company`}
              label={t("contact:staff.lead.companyName")}
              required
              hint={t(`contact:staff.lead.source.${suggestion.source}`)}
              error={error}
            >
              {(control) => (
                <Input
                  {...control}
                  ref={input}
                  dir="auto"
                  maxLength={LIMITS.name}
                  value={companyName}
                  onChange={(event) => {
                    setCompanyName(event.target.value);
                    setMatches(null);
                  }}
                />
              )}
            </Field>
            <p className="text-sm text-muted">{t("contact:staff.lead.what")}</p>
            {failure ? (
              <p
                role="alert"
                className="rounded-lg bg-red-50 p-3 text-sm text-destructive ring-1 ring-red-200"
              >
                {failure}
              </p>
            ) : null}
            {matches ? (
              <section
                role="alert"
                aria-labelledby={`${id}-dup`}
                className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-4 text-amber-950"
              >
                <h3 id={`${id}-dup`} className="flex items-center gap-2 font-bold">
                  <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
                  {t("crm:duplicates.title")}
                </h3>
                <p className="mt-1 text-sm">{t("contact:staff.lead.duplicateIntro")}</p>
                <ul className="mt-3 space-y-2">
                  {matches.map((match) => (
                    <li
                      key={match.id}
                      className="flex flex-col gap-2 rounded-md border border-amber-200 bg-white px-3 py-2 sm:flex-row sm:items-center sm:justify-between"
                    >
                      <span className="min-w-0 font-semibold break-words text-ink">
                        <bdi>{match.name}</bdi>
                      </span>
                      {match.inTrash ? (
                        // A company in the trash cannot take the contact: restore it in the CRM first.
                        <span className="text-sm text-muted">{t("crm:duplicates.inTrash")}</span>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline"
                          className="shrink-0"
                          disabled={turn.isPending}
                          onClick={() => void send({ existingCompanyId: match.id })}
                        >
                          <Building2 aria-hidden="true" className="size-4" />
                          {t("contact:staff.lead.useExisting", { name: `\u2068${match.name}\u2069` })}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
                <div className="mt-3 flex justify-end">
                  <Button
                    variant="secondary"
                    disabled={turn.isPending}
                    onClick={() => void send({ confirmDuplicate: true })}
                  >
                    {t("crm:duplicates.addAnyway")}
                  </Button>
                </div>
              </section>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <Button variant="ghost" onClick={onClose} disabled={turn.isPending}>
              {t("contact:staff.lead.cancel")}
            </Button>
            <Button type="submit" disabled={turn.isPending || matches !== null}>
              {turn.isPending ? t("contact:staff.lead.saving") : t("contact:staff.lead.confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
