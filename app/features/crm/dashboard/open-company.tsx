import { hashKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLang } from "~/hooks/use-lang";
import { fetchCompany } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { CompanyModal } from "../modal/company-modal";

/**
 * The company named in the URL (?company=id), in its modal; a company that is gone closes it again.
 * Deleting it drops its answer from the cache before the URL has lost it: from then on it is not asked
 * for again (that would only be a 404), and the modal goes.
 */
export function OpenCompany({ id, onClose }: { id: number; onClose: () => void }) {
  const lang = useLang();
  const client = useQueryClient();
  const [droppedId, setDroppedId] = useState<number | null>(null);
  useEffect(() => {
    const key = hashKey(crmKeys.company(id));
    return client.getQueryCache().subscribe((event) => {
      if (event.type === "removed" && event.query.queryHash === key) setDroppedId(id);
    });
  }, [client, id]);
  const dropped = droppedId === id;
  const query = useQuery({
    queryKey: crmKeys.company(id),
    queryFn: ({ signal }) => fetchCompany(lang, id, signal),
    enabled: !dropped,
  });
  const missing = query.isError && !query.data;
  useEffect(() => {
    if (missing) onClose();
  }, [missing, onClose]);
  return query.data && !dropped ? <CompanyModal key={id} company={query.data} onClose={onClose} /> : null;
}
