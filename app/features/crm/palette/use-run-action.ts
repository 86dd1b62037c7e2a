import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { exportUrl } from "../api/crm-api";
import { fetchOwners, pipelineKeys } from "../board/pipeline-api";
import { type CrmView, chooseCrmView } from "../board/view-switch";
import type { PaletteActionId } from "./palette-actions";

const VIEWS: Partial<Record<PaletteActionId, CrmView>> = {
  goList: "cards",
  goBoard: "board",
  goFollowUps: "followUps",
};

const SHEETS = {
  exportCompanies: "companies",
  exportContacts: "contacts",
  exportProjects: "projects",
} as const;

/**
 * What each of the palette's actions does, once the palette has closed (`onDone`): sign out, show one of
 * the dashboard's views, download a sheet, or go to the add page (with the open company, `openId`) or the
 * trash.
 */
export function useRunAction({
  openId,
  onDashboard,
  onDone,
}: {
  openId: number | null;
  onDashboard: boolean;
  onDone: () => void;
}) {
  const lang = useLang();
  const href = useGetHref();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { signOut } = useStaffSession();
  return async (id: PaletteActionId) => {
    onDone();
    if (id === "signOut") {
      // The staff bar's sign-out (auth's StaffPage): the login gate follows.
      signOut();
      return;
    }
    const view = VIEWS[id];
    if (view) {
      const owners = await client
        .fetchQuery({
          queryKey: pipelineKeys.owners(),
          queryFn: ({ signal }) => fetchOwners(lang, signal),
          staleTime: 5 * 60_000,
        })
        .catch(() => null);
      chooseCrmView(owners?.me ?? null, view);
      if (!onDashboard) await navigate(href("/crm"));
      return;
    }
    if (id in SHEETS) {
      const link = document.createElement("a");
      link.href = exportUrl(SHEETS[id as keyof typeof SHEETS]);
      link.download = "";
      link.click();
      return;
    }
    const add = href("/crm-add");
    if (id === "addCompany") await navigate(`${add}?tab=company`);
    else if (id === "addContact") await navigate(`${add}?tab=contact&company=${openId}`);
    else if (id === "addProject") await navigate(`${add}?tab=project${openId ? `&company=${openId}` : ""}`);
    else if (id === "goTrash") await navigate(href("/crm/trash"));
  };
}
