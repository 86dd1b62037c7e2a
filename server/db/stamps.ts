import { sql } from "drizzle-orm";
import { insights } from "./schema";

/**
 * An insight's next updated_at, its version: the database's now() to the millisecond (what the editor reads
 * back and sends with its next write), always later than the one before. Set by every write to the insight,
 * and by a leader's deletion, which signs their insights with the team.
 */
export const NEXT_INSIGHT_STAMP = sql`date_trunc('milliseconds', greatest(now(), ${insights.updatedAt} + interval '1 millisecond'))`;
