import { useState } from "react";
import { ACTIVITY_KINDS, type ActivityKind, activitySchema } from "#core/domain/pipeline";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";

/** Log a note or a call (also used to edit one): a type, the text, and the first problem if any. */
export function ActivityForm({
  idPrefix,
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initial?: { kind: ActivityKind; body: string };
  submitLabel: string;
  busyLabel: string;
  onSubmit: (value: { kind: ActivityKind; body: string }) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(["pipeline", "crm"]);
  const [kind, setKind] = useState<ActivityKind>(initial?.kind ?? "note");
  const [body, setBody] = useState(initial?.body ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = `${idPrefix}-error`;
  return (
    <form
      className="space-y-2"
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = activitySchema.safeParse({ kind, body });
        if (!parsed.success) {
          setError(t(parsed.error.issues[0]?.message ?? "pipeline:timeline.errors.bodyRequired"));
          return;
        }
        setError(null);
        setBusy(true);
        try {
          await onSubmit(parsed.data);
          if (!initial) setBody("");
        } catch (e) {
          setError(e instanceof ApiError ? e.message : t("crm:toast.saveFailed"));
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="sm:w-36">
          <label htmlFor={`${idPrefix}-kind`} className="sr-only">
            {t("timeline.kindLabel")}
          </label>
          <Select
            id={`${idPrefix}-kind`}
            value={kind}
            onChange={(e) => setKind(e.target.value as ActivityKind)}
          >
            {ACTIVITY_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`timeline.kind.${k}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex-1">
          <label htmlFor={`${idPrefix}-body`} className="sr-only">
            {t("timeline.bodyLabel")}
          </label>
          <Textarea
            id={`${idPrefix}-body`}
            rows={2}
            value={body}
            placeholder={t("timeline.placeholder")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t("timeline.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
