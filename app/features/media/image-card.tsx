import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy, Trash2 } from "lucide-react";
import { useState } from "react";
import { imageUrl } from "#core/domain/media";
import { imageToken } from "#core/domain/media-library";
import { LANGUAGES, type Lang } from "#core/i18n/languages";
import { formatDateTime, formatNumber } from "#core/lib/format";
import { Button } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { USER_TEXT, UserText, withUserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { deleteImage, type MediaImage, mediaKeys, saveAlt } from "./media-api";

/** One image of the library: its 480-wide variant, its alt texts in every language, its token, Delete. */
export function ImageCard({ image }: { image: MediaImage }) {
  const { t } = useTranslation("media");
  const lang = useLang();
  const { can } = useStaffSession();
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: mediaKeys.all });
  const remove = async () => {
    try {
      await deleteImage(lang, image.id);
      toast.success(t("delete.done"));
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "");
      return false;
    } finally {
      refresh();
    }
  };
  const width = image.widths[0] ?? image.width;
  const height = Math.round((image.height * width) / image.width);
  const token = imageToken(image.id);
  const copy = () =>
    navigator.clipboard.writeText(token).then(
      () => toast.success(t("token.copied", { token })),
      () => toast.error(t("token.copyFailed", { token })),
    );

  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      <picture>
        <source type="image/avif" srcSet={imageUrl(image.id, width, "avif")} />
        <img
          src={imageUrl(image.id, width, "webp")}
          alt={image.alt[lang] ?? ""}
          width={width}
          height={height}
          loading="lazy"
          className="aspect-[3/2] w-full bg-surface object-contain"
        />
      </picture>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="text-sm">
          <p className="break-all font-bold text-navy-900">
            <UserText>{image.originalName}</UserText>
          </p>
          <p className="text-muted">
            {t("image.size", {
              width: formatNumber(image.width, lang),
              height: formatNumber(image.height, lang),
            })}
            {" · "}
            {withUserText(
              t("image.uploaded", { name: USER_TEXT, date: formatDateTime(image.createdAt, lang) }),
              image.createdBy ?? "",
            )}
          </p>
        </div>
        <AltForm image={image} onSaved={refresh} />
        <div className="mt-auto flex flex-wrap items-center gap-2">
          <code dir="ltr" className="rounded bg-surface px-2 py-1 text-sm text-ink">
            {token}
          </code>
          <Button size="sm" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="h-4 w-4" />
            {t("token.copy")}
          </Button>
          {can("admin") ? (
            <ConfirmAction
              trigger={
                <Button size="sm" variant="ghost" className="ms-auto text-destructive">
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  {t("delete.button")}
                </Button>
              }
              title={t("delete.title")}
              description={withUserText(t("delete.body", { name: USER_TEXT }), image.originalName)}
              cancelLabel={t("delete.cancel")}
              confirmLabel={t("delete.confirm")}
              busyLabel={t("delete.busy")}
              onConfirm={remove}
            />
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The alt text of each language, the Arabic one written right to left; saved together. */
function AltForm({ image, onSaved }: { image: MediaImage; onSaved: () => void }) {
  const { t } = useTranslation("media");
  const lang = useLang();
  const { can } = useStaffSession();
  const [draft, setDraft] = useState<Record<Lang, string>>(() => ({
    en: image.alt.en ?? "",
    ar: image.alt.ar ?? "",
    sr: image.alt.sr ?? "",
  }));
  const save = useMutation({
    mutationFn: () => saveAlt(lang, image.id, { alt: draft }),
    onSuccess: () => {
      toast.success(t("alt.saved"));
      onSaved();
    },
  });
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const formError = save.error && !Object.keys(fields).length ? save.error.message : null;
  const base = `alt-${image.id}`;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <fieldset className="space-y-2" disabled={!can("sales")}>
        <legend className="text-sm font-semibold text-ink">{t("alt.legend")}</legend>
        {LANGUAGES.map((language) => {
          const error = fields[`alt.${language}`];
          return (
            <div key={language} className="grid grid-cols-[5.5rem_1fr] items-center gap-x-2">
              <label htmlFor={`${base}-${language}`} className="text-sm text-muted">
                {t(`alt.${language}`)}
              </label>
              <Input
                id={`${base}-${language}`}
                lang={language}
                dir={language === "ar" ? "rtl" : "ltr"}
                value={draft[language]}
                maxLength={300}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${base}-${language}-error` : undefined}
                onChange={(event) => setDraft({ ...draft, [language]: event.target.value })}
                className="h-9 text-sm"
              />
              {error ? (
                <p
                  id={`${base}-${language}-error`}
                  role="alert"
                  className="col-start-2 text-sm text-destructive"
                >
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        {formError ? (
          <p role="alert" className="text-sm text-destructive">
            {formError}
          </p>
        ) : null}
        {can("sales") ? (
          <Button type="submit" size="sm" variant="secondary" disabled={save.isPending}>
            {save.isPending ? t("alt.saving") : t("alt.save")}
          </Button>
        ) : null}
      </fieldset>
    </form>
  );
}
