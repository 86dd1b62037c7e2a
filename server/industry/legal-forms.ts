import { KNOWLEDGE } from "./knowledge/load-knowledge";

/**
 * Legal forms and generic corporate words, normalised (see normalize.ts): they say nothing about the industry
 * and are left out of the key used to recognise known companies. Dotted forms arrive joined ("d.o.o." -> "doo").
 * The words are in core/domain/legal-forms.ts (shared with the CRM's duplicate check).
 */
const LEGAL_FORMS = new Set(KNOWLEDGE.legalForms);

export function isLegalForm(normalizedToken: string): boolean {
  return LEGAL_FORMS.has(normalizedToken);
}

/**
 * Place words that may follow a known company's name without changing which company it is
 * ("Nestlé Middle East", "Visa KSA", "Carlsberg Srbija", "أمريكان إكسبريس السعودية"). Normalised.
 */
export const PLACE_QUALIFIERS = new Set(KNOWLEDGE.placeQualifiers);

/** Serbian legal forms after which a name usually gives the seat ("Bambi a.d. Požarevac", "Nelt d.o.o. Dobanovci"). */
export const SEAT_FOLLOWS = new Set(KNOWLEDGE.seatFollows);
