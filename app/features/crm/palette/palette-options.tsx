import {
  ArrowRight,
  Building2,
  Download,
  FolderKanban,
  LogOut,
  type LucideIcon,
  Plus,
  Trash2,
  UserRound,
} from "lucide-react";
import type { ReactNode } from "react";
import type { CrmSearchResult } from "#core/domain/crm-search";
import { Highlight } from "../search/highlight";
import { HitText } from "../search/search-results";
import { StageBadge } from "../shared/stage-badge";
import type { MatchedAction, PaletteActionId } from "./palette-actions";

export type Group = "actions" | "companies" | "contacts" | "projects";

/** One row of the palette's list: what it shows and what choosing it does. */
export interface Option {
  id: string;
  group: Group;
  run: () => void;
  content: ReactNode;
}

/** The list's groups, in order, with each one's icon. */
export const GROUP_ICONS: Record<Group, LucideIcon> = {
  actions: ArrowRight,
  companies: Building2,
  contacts: UserRound,
  projects: FolderKanban,
};

const ICONS: Record<PaletteActionId, LucideIcon> = {
  addCompany: Plus,
  addContact: Plus,
  addProject: Plus,
  goList: ArrowRight,
  goBoard: ArrowRight,
  goFollowUps: ArrowRight,
  goTrash: Trash2,
  exportCompanies: Download,
  exportContacts: Download,
  exportProjects: Download,
  signOut: LogOut,
};

/** The hits that belong to a company (their row names it; choosing one opens it). */
const OF_A_COMPANY = [
  { group: "contacts", prefix: "contact" },
  { group: "projects", prefix: "project" },
] as const;

/**
 * The palette's options: the matching actions first, then the search's companies, contacts and projects
 * (choosing a hit opens its company).
 */
export function paletteOptions({
  actions,
  result,
  runAction,
  openCompany,
}: {
  actions: MatchedAction[];
  result: CrmSearchResult | undefined;
  runAction: (id: PaletteActionId) => void;
  openCompany: (id: number) => void;
}): Option[] {
  return [
    ...actions.map((action): Option => {
      const Icon = ICONS[action.id];
      return {
        id: `action-${action.id}`,
        group: "actions",
        run: () => runAction(action.id),
        content: (
          <span className="flex items-center gap-3">
            <Icon aria-hidden="true" className="flip-rtl h-4 w-4 shrink-0 text-primary" />
            <span className="font-semibold text-ink">
              {action.range ? (
                <Highlight match={{ field: "name", text: action.label, range: action.range }} />
              ) : (
                action.label
              )}
            </span>
          </span>
        ),
      };
    }),
    ...(result?.companies ?? []).map(
      (hit): Option => ({
        id: `company-${hit.id}`,
        group: "companies",
        run: () => openCompany(hit.id),
        content: (
          <HitText
            title={hit.name}
            match={hit.match}
            aside={<StageBadge stage={hit.stage} className="shrink-0" />}
          />
        ),
      }),
    ),
    ...OF_A_COMPANY.flatMap(({ group, prefix }) =>
      (result?.[group] ?? []).map(
        (hit): Option => ({
          id: `${prefix}-${hit.id}`,
          group,
          run: () => openCompany(hit.companyId),
          content: <HitText title={hit.name} subtitle={hit.companyName} match={hit.match} />,
        }),
      ),
    ),
  ];
}
