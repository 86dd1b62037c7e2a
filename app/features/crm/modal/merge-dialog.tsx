import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { GitMerge } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { Company } from "#core/domain/crm";
import { formatNumber, isolate } from "#core/lib/format";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { USER_TEXT, USER_TEXT_2, withUserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import {
  fetchCompanies,
  fetchContacts,
  fetchProjects,
  mergeCompanies,
  unmergeCompanies,
} from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { Notice } from "../shared/form-bits";
import { UNDO_MS } from "../trash/undo";
import { outcomeOf } from "./use-company-mutations";

/**
 * "Merge with another company…" (issue 16): find the other company by name, see what will happen, confirm.
 * Its contacts, projects and notes move onto this company, this one's empty fields are filled from it,
 * and it goes to the trash; the server does it in one transaction with both versions checked.
 */
export function MergeDialog({ company }: { company: Company }) {
  const { t } = useTranslation("crm");
  const [open, setOpen] = useState(false);
  const [other, setOther] = useState<Company | null>(null);
  const [query, setQuery] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const reset = () => {
    setOther(null);
    setQuery("");
    setNotice(null);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <GitMerge aria-hidden="true" className="h-4 w-4" />
          <span className="max-sm:sr-only">{t("merge.button")}</span>
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby="merge-intro">
        <DialogHeader
          bordered={false}
          title={t("merge.title")}
          description={withUserText(t("merge.intro", { name: USER_TEXT }), company.name)}
          descriptionId="merge-intro"
        />
        {other ? (
          <MergeSummary
            kept={company}
            other={other}
            notice={notice}
            onBack={() => {
              setOther(null);
              setNotice(null);
            }}
            onNotice={setNotice}
            onDone={() => {
              setOpen(false);
              reset();
            }}
          />
        ) : (
          <PickCompany kept={company} query={query} onQuery={setQuery} onPick={setOther} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PickCompany({
  kept,
  query,
  onQuery,
  onPick,
}: {
  kept: Company;
  query: string;
  onQuery: (q: string) => void;
  onPick: (company: Company) => void;
}) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const inputId = useId();
  const q = query.trim();
  const filters = { q, stage: "all", solution: "all" };
  const found = useQuery({
    queryKey: [...crmKeys.list(filters), "merge"],
    queryFn: ({ signal }) => fetchCompanies(lang, filters, 0, signal),
    enabled: q.length >= 2,
    staleTime: 10_000,
  });
  const items = (found.data?.items ?? []).filter((c) => c.id !== kept.id).slice(0, 8);
  return (
    <DialogBody className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block font-semibold">
          {t("merge.searchLabel")}
        </label>
        <Input
          id={inputId}
          // Back from the summary, or just opened: typing starts here.
          autoFocus
          type="search"
          autoComplete="off"
          placeholder={t("merge.searchPlaceholder")}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
      <div aria-live="polite">
        {q.length < 2 ? (
          <p className="text-sm text-muted">{t("merge.typeMore")}</p>
        ) : found.isSuccess && items.length === 0 ? (
          <p className="text-sm text-muted">{t("merge.noResults")}</p>
        ) : items.length > 0 ? (
          <ul
            aria-label={t("merge.results")}
            className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="flex w-full flex-col items-start px-3 py-2 text-start hover:bg-surface focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-primary"
                  onClick={() => onPick(item)}
                >
                  <span className="font-semibold break-words">
                    <bdi>{item.name}</bdi>
                  </span>
                  {item.website ? (
                    <span className="text-sm text-muted">
                      <bdi dir="ltr">{item.website}</bdi>
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </DialogBody>
  );
}

function MergeSummary({
  kept,
  other,
  notice,
  onBack,
  onNotice,
  onDone,
}: {
  kept: Company;
  other: Company;
  notice: string | null;
  onBack: () => void;
  onNotice: (text: string | null) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const client = useQueryClient();
  // Fetched afresh each time the summary opens: a cached list may miss a contact added since.
  const contacts = useQuery({
    queryKey: crmKeys.contacts(other.id),
    queryFn: ({ signal }) => fetchContacts(lang, other.id, signal),
    refetchOnMount: "always",
  });
  const projects = useQuery({
    queryKey: crmKeys.projects(other.id),
    queryFn: ({ signal }) => fetchProjects(lang, other.id, signal),
    refetchOnMount: "always",
  });
  const merge = useMutation({
    mutationFn: () =>
      mergeCompanies(lang, kept.id, {
        otherId: other.id,
        version: kept.version,
        otherVersion: other.version,
      }),
    onSuccess: (result) => {
      const refresh = () => void client.invalidateQueries({ queryKey: crmKeys.all });
      // Undo for ten seconds, as after a delete: it fails (409) if the kept company changed meanwhile.
      toast.success(t("toast.successTitle"), {
        description: withUserText(
          t("merge.done", { other: USER_TEXT, kept: USER_TEXT_2 }),
          other.name,
          kept.name,
        ),
        duration: UNDO_MS,
        action: {
          label: t("undo.undo"),
          onClick: () => {
            void unmergeCompanies(lang, kept.id, { mergedId: other.id, version: result.keptVersion }).then(
              () => {
                refresh();
                toast.success(t("undo.undone"));
              },
              () => {
                refresh();
                toast.error(t("undo.failed"));
              },
            );
          },
        },
      });
      refresh();
      onDone();
    },
    onError: (error) => {
      const outcome = outcomeOf<Company>(error);
      if (outcome.kind === "conflict") {
        onNotice(t("modal.conflict"));
        void client.invalidateQueries({ queryKey: crmKeys.all });
      } else onNotice(error instanceof Error ? error.message : t("toast.saveFailed"));
    },
  });
  const heading = useRef<HTMLHeadingElement>(null);
  // The picked company's button is gone: focus goes to what will happen, then Tab reaches Merge.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  // Only a count read since the summary opened is shown ("…" until then).
  const count = (list: typeof contacts | typeof projects) =>
    list.isFetchedAfterMount && !list.isError && list.data ? formatNumber(list.data.items.length, lang) : "…";
  const names = { kept: isolate(kept.name), other: isolate(other.name) };
  return (
    <>
      <DialogBody className="space-y-4">
        {notice ? <Notice tone="error">{notice}</Notice> : null}
        <h3 ref={heading} tabIndex={-1} className="font-bold outline-none">
          {t("merge.summaryTitle")}
        </h3>
        <ul className="list-disc space-y-2 ps-5">
          <li>{t("merge.moveContacts", { kept: names.kept, number: count(contacts) })}</li>
          <li>{t("merge.moveProjects", { kept: names.kept, number: count(projects) })}</li>
          <li>{t("merge.moveTimeline", names)}</li>
          <li>{t("merge.fill", names)}</li>
          <li>{t("merge.trash", names)}</li>
        </ul>
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" disabled={merge.isPending} onClick={onBack}>
          {t("merge.back")}
        </Button>
        <Button disabled={merge.isPending} onClick={() => merge.mutate()}>
          <GitMerge aria-hidden="true" className="h-4 w-4" />
          {merge.isPending ? t("merge.merging") : t("merge.confirm")}
        </Button>
      </DialogFooter>
    </>
  );
}
