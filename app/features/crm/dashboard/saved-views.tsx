import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bookmark, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { UserText } from "~/components/ui/user-text";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { deleteView, fetchViews, saveView } from "../api/crm-api";

const viewsKey = ["crm", "views"] as const;

/** The signed-in person's saved dashboard views (links), and "Save view" for the current search and filters. */
export function SavedViews() {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const href = useGetHref();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const views = useQuery({
    queryKey: viewsKey,
    queryFn: ({ signal }) => fetchViews(lang, signal),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: viewsKey });
  const save = useMutation({
    mutationFn: () => saveView(lang, { name, query: params.toString() }),
    onSuccess: () => {
      setNaming(false);
      setName("");
      toast.success(t("views.saved"));
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : t("toast.saveFailed")),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteView(lang, id),
    onSettled: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate();
  };
  const items = views.data?.items ?? [];

  return (
    <nav aria-label={t("views.label")} className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => setNaming(true)}>
        <Bookmark aria-hidden="true" className="h-4 w-4" />
        {t("views.save")}
      </Button>
      {items.length === 0 ? <span className="text-sm text-muted">{t("views.none")}</span> : null}
      <ul className="flex flex-wrap items-center gap-2">
        {items.map((view) => (
          <li key={view.id} className="flex items-center rounded-full border border-slate-300 bg-white">
            <Link
              to={`${href("/crm")}${view.query ? `?${view.query}` : ""}`}
              className="min-h-9 px-3 py-1.5 text-sm font-medium text-primary"
            >
              <UserText>{view.name}</UserText>
            </Link>
            <button
              type="button"
              onClick={() => remove.mutate(view.id)}
              aria-label={t("views.delete", { name: view.name })}
              className="flex h-9 w-9 items-center justify-center rounded-full text-muted hover:text-destructive"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
      {naming ? (
        <Dialog open onOpenChange={(open) => !open && setNaming(false)}>
          <DialogContent aria-describedby={undefined}>
            <form onSubmit={submit} noValidate>
              <DialogBody className="space-y-3">
                <DialogTitle>{t("views.saveTitle")}</DialogTitle>
                <label htmlFor="view-name" className="block text-sm font-semibold text-ink">
                  {t("views.name")}
                </label>
                <Input
                  id="view-name"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "view-name-error" : undefined}
                  autoFocus
                />
                {error ? (
                  <p id="view-name-error" role="alert" className="text-sm text-destructive">
                    {error}
                  </p>
                ) : null}
              </DialogBody>
              <DialogFooter>
                <Button type="button" variant="ghost" onClick={() => setNaming(false)}>
                  {t("views.cancel")}
                </Button>
                <Button type="submit" disabled={save.isPending}>
                  {t("views.save")}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      ) : null}
    </nav>
  );
}
