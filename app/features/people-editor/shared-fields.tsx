import { useQuery } from "@tanstack/react-query";
import { LEADER_OFFICES, suggestLeaderKey } from "#core/domain/leaders";
import { imageUrl } from "#core/domain/media";
import { isolate } from "#core/lib/format";
import { type SharedFieldsProps, SharedPanel } from "~/components/editor/editor-frame";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import type { Draft } from "./draft";
import { fetchPhotos, leaderKeys } from "./people-api";

/** What the languages share: the key (a new leader's only), e-mail, LinkedIn, office and the photo. */
export function SharedFields({
  draft,
  isNew,
  errors,
  readOnly,
  onChange,
}: SharedFieldsProps<Draft> & { isNew: boolean }) {
  const { t } = useTranslation("people");
  const set = (field: "key" | "email" | "linkedIn") => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...draft, [field]: e.target.value });
  const latin = { dir: "ltr", className: "text-start", autoCapitalize: "none", spellCheck: false } as const;
  return (
    <SharedPanel ns="people">
      <div className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {isNew ? (
          <Field
            id="leader-key"
            label={t("editor.key")}
            required
            hint={t("editor.keyHint", { key: isolate(suggestLeaderKey(draft.texts.en.name) || "…") })}
            error={errors.key}
          >
            {(control) => <Input {...control} {...latin} value={draft.key} onChange={set("key")} />}
          </Field>
        ) : null}
        <Field id="leader-email" label={t("editor.email")} required error={errors.email}>
          {(control) => (
            <Input
              {...control}
              {...latin}
              type="email"
              value={draft.email}
              readOnly={readOnly}
              onChange={set("email")}
            />
          )}
        </Field>
        <Field
          id="leader-linkedin"
          label={t("editor.linkedIn")}
          required
          hint={t("editor.linkedInHint")}
          error={errors.linkedIn}
        >
          {(control) => (
            <Input
              {...control}
              {...latin}
              type="url"
              value={draft.linkedIn}
              readOnly={readOnly}
              onChange={set("linkedIn")}
            />
          )}
        </Field>
        <Field id="leader-office" label={t("editor.office")} error={errors.office}>
          {(control) => (
            <Select
              {...control}
              value={draft.office}
              disabled={readOnly}
              onChange={(e) => onChange({ ...draft, office: e.target.value as Draft["office"] })}
            >
              {LEADER_OFFICES.map((office) => (
                <option key={office} value={office}>
                  {t(`offices.${office}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <PhotoField draft={draft} error={errors.photoImageId} readOnly={readOnly} onChange={onChange} />
      </div>
    </SharedPanel>
  );
}

/** The photo, picked from the media library's images (named by their alt text here), or none. */
function PhotoField({
  draft,
  error,
  readOnly,
  onChange,
}: {
  draft: Draft;
  error: string | undefined;
  readOnly: boolean;
  onChange: (next: Draft) => void;
}) {
  const { t } = useTranslation("people");
  const lang = useLang();
  const photos = useQuery({
    queryKey: leaderKeys.photos,
    queryFn: ({ signal }) => fetchPhotos(lang, signal),
  });
  const images = photos.data ?? [];
  const chosen = images.find((image) => image.id === draft.photoImageId);
  const known = draft.photoImageId === null || chosen !== undefined;
  return (
    <div className="flex items-start gap-3 md:col-span-2 lg:col-span-1">
      <Field
        id="leader-photo"
        label={t("editor.photo")}
        hint={t("editor.photoHint")}
        error={error}
        className="flex-1"
      >
        {(control) => (
          <Select
            {...control}
            value={draft.photoImageId === null ? "" : String(draft.photoImageId)}
            disabled={readOnly}
            onChange={(e) =>
              onChange({ ...draft, photoImageId: e.target.value === "" ? null : Number(e.target.value) })
            }
          >
            <option value="">{t("editor.noPhoto")}</option>
            {known ? null : <option value={String(draft.photoImageId)}>#{draft.photoImageId}</option>}
            {images.map((image) => (
              <option key={image.id} value={String(image.id)}>
                {image.alt[lang] || image.originalName}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {chosen ? (
        <img
          src={imageUrl(chosen.id, chosen.widths[0] ?? chosen.width, "webp")}
          alt={chosen.alt[lang] || t("editor.photoPreview")}
          width={chosen.width}
          height={chosen.height}
          className="mt-7 h-16 w-16 shrink-0 rounded-lg object-cover"
        />
      ) : null}
    </div>
  );
}
