import { asc, eq, sql } from "drizzle-orm";
import { COMPANY_STAGES } from "#core/domain/crm";
import {
  DEFAULT_COLD_AFTER_DAYS,
  DEFAULT_STAGE_PROBABILITIES,
  type PipelineSettings,
  pipelineSettingsSchema,
  type Rate,
} from "#core/domain/pipeline";
import type { Db } from "../../db/client";
import { currencyRates, pipelineSettings } from "../../db/schema";
import { type Actor, type Tx, writeAudit } from "../audit";

export const SETTINGS_KEY = "pipeline";
const KEY = SETTINGS_KEY;

/** The stage probabilities and the going-cold days: what staff saved, else the stated defaults. */
export async function readSettings(db: Tx | Db): Promise<PipelineSettings> {
  const [row] = await db.select().from(pipelineSettings).where(eq(pipelineSettings.key, KEY));
  const saved = row ? pipelineSettingsSchema.safeParse(row.value) : null;
  if (saved?.success) return saved.data;
  return { probabilities: { ...DEFAULT_STAGE_PROBABILITIES }, coldAfterDays: DEFAULT_COLD_AFTER_DAYS };
}

export async function saveSettings(db: Db, actor: Actor, now: Date, input: PipelineSettings) {
  return db.transaction(async (tx) => {
    const before = await readSettings(tx);
    const value = {
      probabilities: Object.fromEntries(COMPANY_STAGES.map((s) => [s, input.probabilities[s]])),
      coldAfterDays: input.coldAfterDays,
    };
    await tx
      .insert(pipelineSettings)
      .values({ key: KEY, value, updatedAt: now, updatedBy: actor.username })
      .onConflictDoUpdate({
        target: pipelineSettings.key,
        set: { value, updatedAt: now, updatedBy: actor.username },
      });
    await writeAudit(tx, actor, {
      action: "pipeline.settings",
      entity: "pipeline",
      entityId: KEY,
      details: { before, after: value },
      at: now,
    });
    return readSettings(tx);
  });
}

export async function readRates(db: Tx | Db): Promise<Array<Rate & { updatedBy: string | null }>> {
  const rows = await db.select().from(currencyRates).orderBy(asc(currencyRates.currency));
  return rows.map((r) => ({
    currency: r.currency as Rate["currency"],
    rateToSar: Number(r.rateToSar),
    rateDate: r.rateDate,
    updatedBy: r.updatedBy,
  }));
}

/** Replaces the rates given (one per currency); a currency left out keeps its rate. */
export async function saveRates(db: Db, actor: Actor, now: Date, rates: Rate[]) {
  return db.transaction(async (tx) => {
    for (const rate of rates) {
      await tx
        .insert(currencyRates)
        .values({ ...rate, updatedAt: now, updatedBy: actor.username })
        .onConflictDoUpdate({
          target: currencyRates.currency,
          set: {
            rateToSar: sql`excluded.rate_to_sar`,
            rateDate: sql`excluded.rate_date`,
            updatedAt: now,
            updatedBy: actor.username,
          },
        });
    }
    await writeAudit(tx, actor, {
      action: "pipeline.rates",
      entity: "pipeline",
      entityId: "rates",
      details: { after: rates },
      at: now,
    });
    return readRates(tx);
  });
}
