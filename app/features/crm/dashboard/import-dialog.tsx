import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { importFiles } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { Notice } from "../shared/form-bits";
import { ImportResult } from "./import-report";

/** Import: spreadsheet files (CSV or the query answer) up to the server, then its report. */
export function ImportDialog() {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: async (chosen: File[]) => {
      const read = await Promise.all(
        chosen.map(async (file) => ({ name: file.name, content: await file.text() })),
      );
      return importFiles(lang, { files: read });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: crmKeys.all }),
    onError: (error) => setProblem(error instanceof ApiError ? error.message : t("import.errors.readFailed")),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (files.length === 0) return setProblem(t("import.errors.noFiles"));
    if (files.length > 3) return setProblem(t("import.errors.tooManyFiles"));
    upload.mutate(files);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (upload.isPending) return;
        setOpen(next);
        if (!next) {
          setFiles([]);
          setProblem(null);
          upload.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Upload aria-hidden="true" className="h-4 w-4" />
          {t("import.button")}
        </Button>
      </DialogTrigger>
      <DialogContent size="md">
        <DialogHeader title={t("import.title")} description={t("import.description")} />
        <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="space-y-4">
            <Field id="import-files" label={t("import.files")} required error={problem ?? undefined}>
              {(control) => (
                <input
                  {...control}
                  type="file"
                  multiple
                  accept=".csv,.json,.txt,text/csv,application/json,text/plain"
                  onChange={(event) => {
                    setFiles([...(event.target.files ?? [])]);
                    setProblem(null);
                    upload.reset();
                  }}
                  className="block w-full rounded-lg border border-slate-300 bg-white text-sm file:me-3 file:min-h-11 file:border-0 file:bg-primary-light file:px-4 file:font-semibold file:text-primary-dark"
                />
              )}
            </Field>
            {problem && upload.isError ? (
              <Notice tone="error">
                {t("import.failedTitle")}. {t("import.nothingChanged")}
              </Notice>
            ) : null}
            {upload.data ? <ImportResult key={upload.data.batchId ?? 0} report={upload.data} /> : null}
          </DialogBody>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={upload.isPending}>
              {t("import.close")}
            </Button>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? t("import.importing") : t("import.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
