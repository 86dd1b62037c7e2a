import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLang } from "~/hooks/use-lang";
import { fetchCompany } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { CompanyModal } from "../modal/company-modal";

/** The company named in the URL (?company=id), in its modal; a company that is gone closes it again. */
export function OpenCompany({ id, onClose }: { id: number; onClose: () => void }) {
  const lang = useLang();
  const query = useQuery({
    queryKey: crmKeys.company(id),
    queryFn: ({ signal }) => fetchCompany(lang, id, signal),
  });
  const missing = query.isError && !query.data;
  useEffect(() => {
    if (missing) onClose();
  }, [missing, onClose]);
  return query.data ? <CompanyModal key={id} company={query.data} onClose={onClose} /> : null;
}
