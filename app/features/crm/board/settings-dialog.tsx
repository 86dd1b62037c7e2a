import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Settings2 } from "lucide-react";
import { useState } from "react";
import { COMPANY_STAGES, todayIso } from "#core/domain/crm";
import {
  BASE_CURRENCY,
  CURRENCIES,
  DEFAULT_STAGE_PROBABILITIES,
  type PipelineSummary,
  pipelineSettingsSchema,
  ratesSchema,
} from "#core/domain/pipeline";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { Notice } from "../shared/form-bits";
import { currencyName } from "./money";
import { pipelineKeys, saveRates, saveSettings } from "./pipeline-api";

const OTHER = CURRENCIES.filter((c) => c !== BASE_CURRENCY);

type Draft = {
  rates: Record<string, { rateToSar: string; rateDate: string }>;
  probabilities: Record<string, string>;
  coldAfterDays: string;
};

/** A stored rate as the field shows it: plain decimals, never "5e-7" (which the form would refuse). */
const rateText = (rate: number) => rate.toFixed(8).replace(/\.?0+$/, "");

function draftOf(summary: PipelineSummary): Draft {
  return {
    rates: Object.fromEntries(
      OTHER.map((currency) => {
        const rate = summary.rates.find((r) => r.currency === currency);
        return [
          currency,
          { rateToSar: rate ? rateText(rate.rateToSar) : "", rateDate: rate?.rateDate ?? todayIso() },
        ];
      }),
    ),
    probabilities: Object.fromEntries(
      COMPANY_STAGES.map((s) => [s, String(summary.settings.probabilities[s])]),
    ),
    coldAfterDays: String(summary.settings.coldAfterDays),
  };
}

/** Staff maintain the rates to SAR (with their date), the probability of each stage and the going-cold days. */
export function SettingsDialog({ summary }: { summary: PipelineSummary }) {
  const { t } = useTranslation(["pipeline", "crm"]);
  const lang = useLang();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(summary));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (draft: Draft) => {
      const rates = ratesSchema.safeParse({
        rates: OTHER.filter((c) => draft.rates[c]?.rateToSar.trim()).map((currency) => ({
          currency,
          ...draft.rates[currency],
        })),
      });
      const settings = pipelineSettingsSchema.safeParse({
        probabilities: draft.probabilities,
        coldAfterDays: draft.coldAfterDays,
      });
      const issue =
        (!rates.success && rates.error.issues[0]) || (!settings.success && settings.error.issues[0]);
      if (issue || !rates.success || !settings.success)
        throw new Error(t(issue ? issue.message : "pipeline:errors.rate"));
      await saveRates(lang, rates.data.rates);
      await saveSettings(lang, settings.data);
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: pipelineKeys.all });
      toast.success(t("settings.saved"));
      setOpen(false);
    },
    onError: (e) =>
      setError(e instanceof ApiError || e instanceof Error ? e.message : t("crm:toast.saveFailed")),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setDraft(draftOf(summary));
          setError(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Settings2 aria-hidden="true" className="h-4 w-4" />
          {t("settings.open")}
        </Button>
      </DialogTrigger>
      <DialogContent size="md">
        <DialogHeader title={t("settings.title")} description={t("settings.description")} />
        <form
          className="contents"
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            save.mutate(draft);
          }}
        >
          <DialogBody className="space-y-6">
            {error ? <Notice tone="error">{error}</Notice> : null}
            <fieldset className="space-y-3">
              <legend className="text-base font-bold text-navy-900">{t("settings.ratesTitle")}</legend>
              <p className="text-sm text-muted">{t("settings.ratesHelp")}</p>
              {OTHER.map((currency) => (
                <div key={currency} className="grid grid-cols-2 gap-3">
                  <div className="space-y-1">
                    <Label htmlFor={`rate-${currency}`}>
                      {t("settings.rate", { currency, name: currencyName(currency, lang) })}
                    </Label>
                    <Input
                      id={`rate-${currency}`}
                      inputMode="decimal"
                      dir="ltr"
                      value={draft.rates[currency]?.rateToSar ?? ""}
                      onChange={(e) =>
                        setDraft((d) => ({
                          ...d,
                          rates: {
                            ...d.rates,
                            [currency]: {
                              rateDate: todayIso(),
                              ...d.rates[currency],
                              rateToSar: e.target.value,
                            },
                          },
                        }))
                      }
                    />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`rate-date-${currency}`}>{t("settings.rateDate", { currency })}</Label>
                    <Input
                      id={`rate-date-${currency}`}
                      type="date"
                      value={draft.rates[currency]?.rateDate ?? ""}
                      onChange={(e) =>
                        setDraft((d) => ({
                          ...d,
                          rates: {
                            ...d.rates,
                            [currency]: { rateToSar: "", ...d.rates[currency], rateDate: e.target.value },
                          },
                        }))
                      }
                    />
                  </div>
                </div>
              ))}
            </fieldset>
            <fieldset className="space-y-3">
              <legend className="text-base font-bold text-navy-900">
                {t("settings.probabilitiesTitle")}
              </legend>
              <p className="text-sm text-muted">
                {t("settings.probabilitiesDefaults", {
                  list: COMPANY_STAGES.map(
                    (s) => `${t(`crm:stage.${s}`)} ${DEFAULT_STAGE_PROBABILITIES[s]}%`,
                  ).join(lang === "ar" ? "، " : ", "),
                })}
              </p>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {COMPANY_STAGES.map((stage) => (
                  <div key={stage} className="space-y-1">
                    <Label htmlFor={`probability-${stage}`}>
                      {t("settings.probability", { stage: t(`crm:stage.${stage}`) })}
                    </Label>
                    <Input
                      id={`probability-${stage}`}
                      inputMode="numeric"
                      value={draft.probabilities[stage] ?? ""}
                      onChange={(e) =>
                        setDraft((d) => ({
                          ...d,
                          probabilities: { ...d.probabilities, [stage]: e.target.value },
                        }))
                      }
                    />
                  </div>
                ))}
              </div>
              <div className="space-y-1">
                <Label htmlFor="cold-days">{t("settings.coldDays")}</Label>
                <Input
                  id="cold-days"
                  inputMode="numeric"
                  className="max-w-32"
                  value={draft.coldAfterDays}
                  onChange={(e) => setDraft((d) => ({ ...d, coldAfterDays: e.target.value }))}
                />
              </div>
            </fieldset>
          </DialogBody>
          <DialogFooter>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t("settings.saving") : t("settings.save")}
            </Button>
            <DialogClose asChild>
              <Button variant="secondary">{t("settings.cancel")}</Button>
            </DialogClose>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
