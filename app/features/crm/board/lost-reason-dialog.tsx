import { useState } from "react";
import { LIMITS } from "#core/domain/crm";
import { dealProblems, LOST_REASONS, type LostReason } from "#core/domain/deals";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
} from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { USER_TEXT, withUserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/react";

/**
 * Why a deal moved to Lost: a reason from the short list, a note (required with "other"). Checked here
 * with the server's own rules (dealProblems); cancelling leaves the deal where it was.
 */
export function LostReasonDialog({
  dealName,
  onCancel,
  onConfirm,
}: {
  /** The deal being moved; null: the dialog is closed. */
  dealName: string | null;
  onCancel: () => void;
  onConfirm: (reason: LostReason, note: string | null) => void;
}) {
  const { t } = useTranslation(["pipeline", "deals"]);
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reset = () => {
    setReason("");
    setNote("");
    setErrors({});
  };
  const submit = () => {
    const trimmed = note.trim();
    const problems = dealProblems({
      dealStage: "lost",
      lostReason: reason || null,
      lostNote: trimmed || null,
    });
    if (trimmed.length > LIMITS.shortText)
      problems.push({ path: "lostNote", message: "deals:errors.lostNoteTooLong" });
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((p) => [p.path, t(p.message)])));
      return;
    }
    onConfirm(reason as LostReason, trimmed || null);
    reset();
  };
  return (
    <Dialog
      open={dealName !== null}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          onCancel();
        }
      }}
    >
      <DialogContent size="sm" onCloseAutoFocus={(event) => event.preventDefault()}>
        <DialogHeader
          title={t("board.lost.title")}
          description={withUserText(t("board.lost.description", { name: USER_TEXT }), dealName ?? "")}
        />
        <form
          className="contents"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogBody className="space-y-4">
            <Field id="lost-reason" label={t("board.lost.reason")} required error={errors.lostReason}>
              {(control) => (
                <Select {...control} value={reason} onChange={(e) => setReason(e.target.value)}>
                  <option value="">{t("board.lost.choose")}</option>
                  {LOST_REASONS.map((r) => (
                    <option key={r} value={r}>
                      {t(`deals:lostReasons.${r}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              id="lost-note"
              label={t("board.lost.note")}
              required={reason === "other"}
              error={errors.lostNote}
            >
              {(control) => (
                <Textarea {...control} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
              )}
            </Field>
          </DialogBody>
          <DialogFooter>
            <Button type="submit">{t("board.lost.confirm")}</Button>
            <DialogClose asChild>
              <Button variant="secondary">{t("board.lost.cancel")}</Button>
            </DialogClose>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
