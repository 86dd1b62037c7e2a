import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ImageUp } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { IMAGE_MAX_BYTES } from "#core/domain/media";
import { formatNumber, formatPercent } from "#core/lib/format";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { mediaKeys, type UploadProgress, uploadImage } from "./media-api";

/**
 * Upload an image: a labelled file input (a drop target as well), the upload's progress then "making the
 * sizes", and the server's translated refusal under it. The new image lands on the library's first page.
 */
export function UploadPanel({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation("media");
  const lang = useLang();
  const client = useQueryClient();
  const id = useId();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(lang, file, setProgress),
    onSuccess: () => {
      toast.success(t("upload.done"));
      onUploaded();
      void client.invalidateQueries({ queryKey: mediaKeys.all });
    },
    onSettled: () => setProgress(null),
  });
  const [tooLarge, setTooLarge] = useState(false);
  const error = tooLarge ? t("errors.tooLarge") : upload.error ? errorText(upload.error) : null;
  const take = (file: File | undefined) => {
    if (!file || upload.isPending) return;
    // Said at once, without sending 20 MB for the server to refuse.
    setTooLarge(file.size > IMAGE_MAX_BYTES);
    if (file.size > IMAGE_MAX_BYTES) upload.reset();
    else upload.mutate(file);
  };
  /** The server's translated refusal; a proxy's bare 413 or a lost connection in our own words. */
  function errorText(failure: Error): string {
    if (failure instanceof ApiError && failure.code !== "unknown") return failure.message;
    return failure instanceof ApiError && failure.status === 413 ? t("errors.tooLarge") : t("upload.failed");
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
        {t("upload.heading")}
      </h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is an extra; the file input inside is the way for keyboards and screen readers */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-3 rounded-xl border-2 border-dashed p-6 ${dragging ? "border-primary bg-primary-light" : "border-slate-300 bg-white"}`}
      >
        <label
          htmlFor={`${id}-file`}
          className={buttonClass(
            "primary",
            "md",
            "cursor-pointer has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold",
          )}
        >
          <ImageUp aria-hidden="true" className="h-5 w-5" />
          {t("upload.label")}
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={upload.isPending}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              take(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </label>
        <p id={`${id}-hint`} className="mt-3 text-sm text-muted">
          {t("upload.hint", { size: formatNumber(IMAGE_MAX_BYTES / 2 ** 20, lang) })} {t("upload.drop")}
        </p>
        <p role="status" className="mt-2 text-sm font-medium text-ink">
          {progress?.stage === "making"
            ? t("upload.making")
            : upload.isPending
              ? t("upload.sending", { percent: formatPercent(Math.round(progress?.percent ?? 0), lang) })
              : ""}
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
