import { useQuery } from "@tanstack/react-query";
import { TEAM_AUTHOR, TOPICS, type TopicId } from "#core/content/articles";
import { INSIGHT_CATEGORIES, type InsightCategory } from "#core/domain/insights";
import { type SharedFieldsProps, SharedPanel } from "~/components/editor/editor-frame";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { leadersQuery } from "~/lib/leaders";
import type { Draft } from "./draft";

/** What the languages share: category, author (the team or a leader of /crm/people) and topics. */
export function SharedFields({ draft, errors, onChange, readOnly }: SharedFieldsProps<Draft>) {
  const { t } = useTranslation("insights");
  const lang = useLang();
  const leaders = useQuery(leadersQuery(lang));
  // The team, then the leaders by their name in the page's language.
  const authors: [string, string][] = [
    [TEAM_AUTHOR, t(`blog:authors.${TEAM_AUTHOR}.name`)],
    ...(leaders.data ?? []).map((leader): [string, string] => [
      leader.key,
      leader.texts[lang]?.name || leader.texts.en?.name || leader.key,
    ]),
  ];
  // One no longer on the list shows by its key (the server says why it cannot be saved); "Loading" until it is known.
  if (!authors.some(([key]) => key === draft.author))
    authors.push([draft.author, leaders.isPending ? t("staff:gate.loading") : draft.author]);
  const toggle = (topic: TopicId, on: boolean) =>
    onChange({ ...draft, topics: on ? [...draft.topics, topic] : draft.topics.filter((x) => x !== topic) });
  return (
    <SharedPanel ns="insights">
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        <Field id="insight-category" label={t("editor.category")} error={errors.category}>
          {(control) => (
            <Select
              {...control}
              value={draft.category}
              disabled={readOnly}
              onChange={(e) => onChange({ ...draft, category: e.target.value as InsightCategory })}
              options={INSIGHT_CATEGORIES.map((category) => [category, t(`blog:categories.${category}`)])}
            />
          )}
        </Field>
        <Field id="insight-author" label={t("editor.author")} error={errors.author}>
          {(control) => (
            <Select
              {...control}
              value={draft.author}
              disabled={readOnly}
              onChange={(e) => onChange({ ...draft, author: e.target.value })}
              options={authors}
            />
          )}
        </Field>
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{t("editor.topics")}</legend>
          <div className="mt-1.5 space-y-1">
            {TOPICS.map((topic) => (
              <label key={topic} className="flex min-h-8 items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-primary"
                  checked={draft.topics.includes(topic)}
                  disabled={readOnly}
                  onChange={(e) => toggle(topic, e.target.checked)}
                />
                {t(`blog:topics.${topic}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </SharedPanel>
  );
}
