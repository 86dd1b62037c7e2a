import { Plus, X } from "lucide-react";
import { CASE_ICONS, CASE_LIMITS, CASE_SECTORS, CASE_UNITS, type CaseUnit } from "#core/domain/case-studies";
import { type SharedFieldsProps, SharedPanel } from "~/components/editor/editor-frame";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { useTranslation } from "~/i18n/react";
import { type Draft, type FigureDraft, newFigureId } from "./draft";

/** What the languages share: sector, icon, the sample flag and the figures (1 to 4: value and how it reads). */
export function SharedFields({ draft, errors, onChange, readOnly }: SharedFieldsProps<Draft>) {
  const { t } = useTranslation("cases");
  const setFigure = (index: number, next: FigureDraft) =>
    onChange({ ...draft, results: draft.results.map((figure, i) => (i === index ? next : figure)) });
  const figureError = (index: number) =>
    errors[`results.${index}.value`] ?? errors[`results.${index}.unit`] ?? errors[`results.${index}.id`];
  return (
    <SharedPanel ns="cases">
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        <Field id="case-sector" label={t("editor.sector")} error={errors.sector}>
          {(control) => (
            <Select
              {...control}
              value={draft.sector}
              disabled={readOnly}
              onChange={(e) => onChange({ ...draft, sector: e.target.value as Draft["sector"] })}
            >
              {CASE_SECTORS.map((sector) => (
                <option key={sector} value={sector}>
                  {t(`pages:industries.sectors.${sector}.title`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="case-icon" label={t("editor.icon")} error={errors.icon}>
          {(control) => (
            <Select
              {...control}
              value={draft.icon}
              disabled={readOnly}
              onChange={(e) => onChange({ ...draft, icon: e.target.value as Draft["icon"] })}
            >
              {CASE_ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {t(`icons.${icon}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <label className="flex min-h-11 items-center gap-2 self-end text-sm text-ink">
          <input
            type="checkbox"
            className="h-4 w-4 shrink-0 accent-primary"
            checked={draft.sample}
            disabled={readOnly}
            onChange={(e) => onChange({ ...draft, sample: e.target.checked })}
          />
          {t("editor.sample")}
        </label>
      </div>
      <fieldset className="mt-6">
        <legend className="text-sm font-semibold text-ink">{t("editor.figures")}</legend>
        {errors.results ? (
          <p className="mt-1 text-sm text-destructive" role="alert">
            {errors.results}
          </p>
        ) : null}
        <ol className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {draft.results.map((figure, index) => (
            <li key={figure.id} className="space-y-2 rounded-lg bg-surface p-3">
              <Field
                id={`case-figure-${index}-value`}
                label={t("editor.figure", { n: index + 1 })}
                error={figureError(index)}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="decimal"
                    dir="ltr"
                    className="text-start"
                    value={figure.value}
                    readOnly={readOnly}
                    onChange={(e) => setFigure(index, { ...figure, value: e.target.value })}
                  />
                )}
              </Field>
              <Field id={`case-figure-${index}-unit`} label={t("editor.unit")}>
                {(control) => (
                  <Select
                    {...control}
                    value={figure.unit}
                    disabled={readOnly}
                    onChange={(e) => setFigure(index, { ...figure, unit: e.target.value as CaseUnit })}
                  >
                    {CASE_UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {t(`units.${unit}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              {!readOnly && draft.results.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => onChange({ ...draft, results: draft.results.filter((_, i) => i !== index) })}
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                  {t("editor.removeFigure", { n: index + 1 })}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
        {!readOnly && draft.results.length < CASE_LIMITS.figures ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() =>
              onChange({
                ...draft,
                results: [...draft.results, { id: newFigureId(draft.results), value: "", unit: "percent" }],
              })
            }
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t("editor.addFigure")}
          </Button>
        ) : null}
      </fieldset>
    </SharedPanel>
  );
}
