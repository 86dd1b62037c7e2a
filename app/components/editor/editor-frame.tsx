import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { BackLink } from "~/components/ui/back-link";
import { Button } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import { QueryState } from "~/components/ui/query-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/**
 * The staff content editors' page (insights, leaders, case studies): the link back to the list (`back`,
 * language-neutral) above the editor; the texts are the namespace `ns`'s `editor.*`. While the record
 * (`query`, when one is asked for) is on its way, a status line; when it cannot be read, an alert.
 */
export function EditorFrame<T>({
  ns,
  back,
  query,
  children,
}: {
  ns: string;
  back: string;
  query?: UseQueryResult<T>;
  children: (loaded: T | undefined) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink to={back}>{t("editor.back")}</BackLink>
      {query ? (
        <QueryState query={query} loading={t("editor.loading")} error={t("editor.failed")} errorMessage>
          {children}
        </QueryState>
      ) : (
        children(undefined)
      )}
    </div>
  );
}

/**
 * The editor's form: its heading (`editor.heading`, or `editor.newHeading` before the first save), then for
 * those who may write the `actions` (Delete) and Save (Saving... while it saves), then the fields.
 */
export function EditorForm<Draft>({
  ns,
  editor,
  canWrite,
  actions,
  children,
}: {
  ns: string;
  /** The form's state (useVersionedEditor): a new record has no `base`; submitting saves the `draft`. */
  editor: {
    base: unknown;
    draft: Draft;
    save: { isPending: boolean; mutate: (draft: Draft) => void };
    theirs: { clashes: number } | null;
    takeTheirs: () => void;
  };
  canWrite: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const { base, draft, save } = editor;
  const saving = save.isPending;
  return (
    <form
      noValidate
      className="mt-4 space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-navy-900">
          {t(base ? "editor.heading" : "editor.newHeading")}
        </h1>
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            {actions}
            <Button type="submit" disabled={saving}>
              {saving ? t("editor.saving") : t("editor.save")}
            </Button>
          </div>
        ) : null}
      </div>
      {editor.theirs ? (
        <ConflictNotice clashes={editor.theirs.clashes} onTakeTheirs={editor.takeTheirs} />
      ) : null}
      {children}
    </form>
  );
}

/**
 * After someone else's save: their changes are in the form beside this user's, nothing saved yet. Where both
 * changed a field, the form keeps this user's text; "Take their version" drops this user's changes instead.
 * It takes the focus when it appears, so a keyboard user reads it and reaches the choice.
 */
function ConflictNotice({ clashes, onTakeTheirs }: { clashes: number; onTakeTheirs: () => void }) {
  const { t } = useTranslation("staff");
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 outline-none focus-visible:ring-2 focus-visible:ring-amber-600"
    >
      <p className="max-w-3xl">{t(clashes > 0 ? "conflict.clash" : "conflict.merged")}</p>
      <Button type="button" variant="outline" size="sm" onClick={onTakeTheirs}>
        {t("conflict.takeTheirs")}
      </Button>
    </div>
  );
}

/**
 * A record's languages: side by side on a wide screen, as tabs on a phone (starting at the page's language);
 * each a region named by its language (`languages.<lang>` of `ns`), in that language's direction.
 */
export function LanguageColumns({
  ns,
  idPrefix,
  langs,
  children,
}: {
  ns: string;
  idPrefix: string;
  langs: readonly Lang[];
  children: (lang: Lang) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  const lang = useLang();
  const [tab, setTab] = useState<Lang>(lang);
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Lang)} dir={LANGUAGE_INFO[lang].dir}>
      <TabsList aria-label={t("editor.tabs")} className="lg:hidden">
        {langs.map((l) => (
          <TabsTrigger key={l} value={l}>
            {t(`languages.${l}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <div className="lg:grid lg:grid-cols-3 lg:gap-4">
        {langs.map((l) => (
          <TabsContent
            key={l}
            value={l}
            forceMount
            className="data-[state=inactive]:hidden lg:mt-0 lg:data-[state=inactive]:block"
          >
            <section
              aria-labelledby={`${idPrefix}-col-${l}`}
              dir={LANGUAGE_INFO[l].dir}
              className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
            >
              <h2 id={`${idPrefix}-col-${l}`} className="text-lg font-bold text-navy-900">
                {t(`languages.${l}`)}
              </h2>
              {children(l)}
            </section>
          </TabsContent>
        ))}
      </div>
    </Tabs>
  );
}

/** The props of an editor's shared fields (SharedPanel's contents): the draft, the server's message per field. */
export type SharedFieldsProps<Draft> = {
  draft: Draft;
  /** The server's message per field, by the field's path ("author", "results.0.value"). */
  errors: Record<string, string>;
  onChange: (next: Draft) => void;
  readOnly: boolean;
};

/** What a record's languages share, above the columns: a titled box (`editor.shared` of `ns`). */
export function SharedPanel({ ns, children }: { ns: string; children: ReactNode }) {
  const { t } = useTranslation(ns);
  return (
    <Panel
      title={t("editor.shared")}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      titleClassName="text-lg font-bold text-navy-900"
    >
      {children}
    </Panel>
  );
}
