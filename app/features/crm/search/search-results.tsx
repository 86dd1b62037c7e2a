import { Building2, FolderKanban, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import type { CrmSearchResult, SearchMatch } from "#core/domain/crm-search";
import { Panel } from "~/components/ui/panel";
import { useTranslation } from "~/i18n/react";
import { StageBadge } from "../shared/stage-badge";
import { Highlight } from "./highlight";

/** The groups whose hits belong to a company (shown under the hit), in the order they appear. */
const PEOPLE_AND_PROJECTS = [
  { kind: "contacts", Icon: UserRound },
  { kind: "projects", Icon: FolderKanban },
] as const;

/**
 * The search's answer grouped by kind (companies, contacts, projects), best first, each row showing
 * which field matched and the matched part. Choosing a row opens its company. Always the same height
 * (longer answers scroll inside), "Searching…" until the first answer.
 */
export function SearchResults({
  result,
  onOpenCompany,
}: {
  result: CrmSearchResult | undefined;
  onOpenCompany: (id: number) => void;
}) {
  const { t } = useTranslation("crm");
  return (
    <Panel
      title={t("search.heading")}
      className="flex h-64 flex-col rounded-2xl border border-slate-200 bg-white py-4 lg:h-56"
      titleClassName="px-4 text-base font-bold text-navy-900"
    >
      <div className="min-h-0 flex-1 overflow-y-auto px-4">
        {result ? (
          <Groups result={result} onOpenCompany={onOpenCompany} />
        ) : (
          <p role="status" className="mt-2 text-sm text-muted">
            {t("search.searching")}
          </p>
        )}
      </div>
    </Panel>
  );
}

function Groups({ result, onOpenCompany }: { result: CrmSearchResult; onOpenCompany: (id: number) => void }) {
  const { t } = useTranslation("crm");
  const total = result.companies.length + result.contacts.length + result.projects.length;
  if (total === 0) {
    return (
      <p role="status" className="mt-2 text-sm text-muted">
        {t("search.nothing")}
      </p>
    );
  }
  return (
    <div className="mt-3 grid gap-4 lg:grid-cols-3">
      <Group icon={<Building2 aria-hidden="true" className="h-4 w-4" />} title={t("search.companies")}>
        {result.companies.map((hit) => (
          <Row
            key={hit.id}
            onClick={() => onOpenCompany(hit.id)}
            title={hit.name}
            aside={<StageBadge stage={hit.stage} className="shrink-0" />}
            match={hit.match}
          />
        ))}
      </Group>
      {PEOPLE_AND_PROJECTS.map(({ kind, Icon }) => (
        <Group key={kind} icon={<Icon aria-hidden="true" className="h-4 w-4" />} title={t(`search.${kind}`)}>
          {result[kind].map((hit) => (
            <Row
              key={hit.id}
              onClick={() => onOpenCompany(hit.companyId)}
              title={hit.name}
              subtitle={hit.companyName}
              match={hit.match}
            />
          ))}
        </Group>
      ))}
    </div>
  );
}

function Group({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode[] }) {
  const { t } = useTranslation("crm");
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-muted">
        {icon}
        {title}
      </h3>
      {children.length ? (
        <ul className="mt-2 space-y-1">{children}</ul>
      ) : (
        <p className="mt-2 text-sm text-muted">{t("search.none")}</p>
      )}
    </div>
  );
}

function Row({
  onClick,
  ...hit
}: {
  onClick: () => void;
  title: string;
  subtitle?: string;
  aside?: ReactNode;
  match: SearchMatch;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="flex w-full min-h-11 flex-col gap-0.5 rounded-lg px-2 py-1.5 text-start hover:bg-primary-light focus-visible:outline-3 focus-visible:outline-gold"
      >
        <HitText {...hit} />
      </button>
    </li>
  );
}

/**
 * What a result row says: its name (the matched part marked when the name matched), what it belongs to,
 * and otherwise the field that matched with the matched part marked. Put inside a flex column
 * (the search panel's buttons, the command palette's options).
 */
export function HitText({
  title,
  subtitle,
  aside,
  match,
}: {
  title: string;
  subtitle?: string;
  aside?: ReactNode;
  match: SearchMatch;
}) {
  const { t } = useTranslation("crm");
  return (
    <>
      <span className="flex w-full items-start justify-between gap-2">
        <span className="min-w-0 break-words font-semibold text-ink">
          {match.field === "name" ? <Highlight match={match} /> : <bdi>{title}</bdi>}
        </span>
        {aside}
      </span>
      {subtitle ? (
        <span className="text-xs text-muted">
          <bdi>{subtitle}</bdi>
        </span>
      ) : null}
      {match.field !== "name" ? (
        <span className="min-w-0 break-words text-sm text-muted">
          <span className="font-medium">{t(`search.field.${match.field}`)}: </span>
          <Highlight match={match} />
        </span>
      ) : null}
    </>
  );
}
