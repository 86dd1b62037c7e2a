import type { LeaderTextInput, LeaderView } from "#core/domain/leaders";
import { LEADER_OFFICES } from "#core/domain/leaders";
import type { Lang } from "#core/i18n/languages";

/** The editor's languages, in the order of its columns. */
export const EDITOR_LANGS: readonly Lang[] = ["en", "ar", "sr"];

export type TextDraft = Required<LeaderTextInput>;

/** What the form holds: the shared fields, the key (typed only for a new leader) and the three languages. */
export interface Draft {
  key: string;
  email: string;
  linkedIn: string;
  office: (typeof LEADER_OFFICES)[number];
  photoImageId: number | null;
  texts: Record<Lang, TextDraft>;
}

const emptyText = (): TextDraft => ({ name: "", role: "", bio: "", location: "", initials: "" });

export function draftOf(view: LeaderView | undefined): Draft {
  if (!view) {
    return {
      key: "",
      email: "",
      linkedIn: "https://",
      office: LEADER_OFFICES[0],
      photoImageId: null,
      texts: { en: emptyText(), ar: emptyText(), sr: emptyText() },
    };
  }
  return {
    key: view.key,
    email: view.email,
    linkedIn: view.linkedIn,
    office: view.office,
    photoImageId: view.photoImageId,
    texts: {
      en: { ...view.texts.en },
      ar: { ...view.texts.ar },
      sr: { ...view.texts.sr },
    },
  };
}
