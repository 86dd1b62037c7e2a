import { and, desc, eq } from "drizzle-orm";
import type { DealStage } from "#core/domain/deals";
import type { BoardFilter, DealColumnPage } from "#core/domain/pipeline";
import type { Db } from "../../db/client";
import { companies, projects } from "../../db/schema";
import { toProject } from "../serialize";
import { boardWhere } from "./board-filter";

/**
 * The deals of one stage column with the board's filters, last changed first, a page at a time: one
 * read along projects_board_idx (stage, last change) of limit + 1 rows (the extra one tells whether more
 * follow), each joined to its company by its key for the name and industry.
 */
export async function listBoardColumn(
  db: Db,
  stage: DealStage,
  query: BoardFilter & { offset: number; limit: number },
  me: string,
  today: string,
): Promise<DealColumnPage> {
  const rows = await db
    .select({ deal: projects, companyName: companies.name, industry: companies.industry })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(eq(projects.dealStage, stage), boardWhere(query, me, today)))
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(query.limit + 1)
    .offset(query.offset);
  const items = rows
    .slice(0, query.limit)
    .map(({ deal, companyName, industry }) => ({ ...toProject(deal), companyName, industry }));
  return { stage, items, hasMore: rows.length > query.limit, offset: query.offset, limit: query.limit };
}
