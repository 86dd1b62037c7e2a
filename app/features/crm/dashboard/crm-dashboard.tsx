import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Company } from "#core/domain/crm";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import type { CompanyFilters as Filters } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { BoardView } from "../board/board-view";
import { FollowUpsView } from "../board/follow-ups-view";
import { OverdueAlert } from "../board/overdue-alert";
import { useCrmView, ViewSwitch } from "../board/view-switch";
import { BulkBar } from "../bulk/bulk-bar";
import { SelectionTools } from "../bulk/selection-tools";
import { useSelection } from "../bulk/use-selection";
import { SearchPanel } from "../search/search-panel";
import { formatNumber } from "../shared/format";
import { CompanyCard } from "./company-card";
import { CompanyFilters } from "./company-filters";
import { DashboardHeader } from "./dashboard-header";
import { ListOrder } from "./list-order";
import { OpenCompany } from "./open-company";
import { SavedViews } from "./saved-views";
import { StatTiles } from "./stat-tiles";
import { useCompanyList } from "./use-company-list";
import { useDashboardUrl } from "./use-dashboard-url";

/** /crm: the pipeline at a glance, searchable and filterable, each company a click away. */
export function CrmDashboard() {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const client = useQueryClient();
  // Search, filters and the open company live in the URL (use-dashboard-url.ts).
  const url = useDashboardUrl();
  const { search, query, stage, solution, sort, mine, companyId } = url.state;
  // The lists follow the box (a moment after the last key); the URL follows later (use-dashboard-url.ts).
  const filters: Filters = { q: query, stage, solution, sort, mine };
  const setOpen = (company: Company) => {
    client.setQueryData(crmKeys.company(company.id), company);
    url.openCompany(company.id);
  };
  const openCompany = companyId ? <OpenCompany id={companyId} onClose={url.closeCompany} /> : null;
  const [view, setView, viewKnown] = useCrmView();
  const list = useCompanyList(filters, viewKnown && view === "cards");

  const pages = list.data?.pages ?? [];
  const companies = pages.flatMap((page) => page.items);
  // Picked for a bulk action; emptied when the filters or the view change.
  const selection = useSelection(companies, `cards|${query}|${stage}|${solution}|${sort}|${mine}|${view}`);
  const first = pages[0];
  const picked = selection.items.map((company) => company.id).join(",");
  // The cards are made again only when the answer or the selection changes, not on every key typed in the
  // search box (60 cards per key held up the next request). The cards may keep an earlier render's
  // selection: with the same answer and the same picks, it behaves the same.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer and the picks, as said above
  const cards = useMemo(
    () =>
      companies.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} onOpen={setOpen} selection={selection} />
        </li>
      )),
    [list.data, picked, selection.scope],
  );
  // Refresh at work (not a new search or filter, whose last answer stays shown meanwhile).
  const refreshing =
    list.isFetching && !list.isFetchingNextPage && !list.isPending && !list.isPlaceholderData;

  const header = (
    <>
      <DashboardHeader
        refreshing={refreshing}
        onRefresh={() => void client.invalidateQueries({ queryKey: crmKeys.all })}
      />
      <OverdueAlert onShow={() => setView("followUps")} />
      <ViewSwitch view={view} onChange={setView} />
    </>
  );
  if (view !== "cards") {
    return (
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
        {header}
        {view === "board" ? <BoardView onOpen={url.openCompany} /> : <FollowUpsView onOpen={setOpen} />}
        {openCompany}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      {header}
      <StatTiles stats={first?.stats} stage={stage} onSelect={(next) => url.setStage(next, true)} />
      <CompanyFilters
        search={search}
        stage={stage}
        solution={solution}
        onSearch={url.setSearch}
        onStage={(next) => url.setStage(next)}
        onSolution={url.setSolution}
      />
      <ListOrder sort={sort} mine={mine} onSort={url.setSort} onMine={url.setMine} />
      <SavedViews />
      <SearchPanel q={query} shown={search.trim() !== ""} onOpen={setOpen} />

      {list.isPending ? (
        <p role="status" className="py-16 text-center text-lg text-muted">
          {t("dashboard.loading")}
        </p>
      ) : list.isError && !list.data ? (
        <p role="alert" className="py-16 text-center text-lg text-destructive">
          {t("dashboard.loadError")}
        </p>
      ) : companies.length === 0 ? (
        <p role="status" className="py-16 text-center text-lg text-muted">
          {t("dashboard.empty")}
        </p>
      ) : (
        <div className="space-y-4">
          <SelectionTools selection={selection} />
          <p role="status" className="text-sm font-medium text-muted">
            {t("dashboard.showing", {
              shown: formatNumber(companies.length, lang),
              total: formatNumber(first?.total ?? 0, lang),
            })}
          </p>
          <h2 className="sr-only">{t("dashboard.companiesHeading")}</h2>
          {/* Busy while it follows a new search or filter (the cards shown are the last answer's). */}
          <ul
            aria-busy={list.isFetching && !list.isFetchingNextPage}
            className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3"
          >
            {cards}
          </ul>
          {list.hasNextPage ? (
            <div className="flex justify-center">
              <button
                type="button"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
                className="min-h-11 rounded-lg border border-slate-300 bg-white px-5 font-semibold text-primary hover:bg-primary-light disabled:opacity-60"
              >
                {list.isFetchingNextPage ? t("dashboard.loadingMore") : t("dashboard.loadMore")}
              </button>
            </div>
          ) : null}
          <BulkBar selection={selection} />
        </div>
      )}
      {openCompany}
    </div>
  );
}
