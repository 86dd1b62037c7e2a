import { z } from "zod";
import { PROJECT_STAGES } from "#core/domain/crm";
import { CURRENCIES } from "#core/domain/currency";
import { newProjectSchema, type Project, projectChangesSchema } from "#core/domain/deals";

/** A deal's own fields in its forms (the add page, the company window), as the API names them. */
export const PROJECT_FIELDS = [
  "projectName",
  "dealValue",
  "currency",
  "dealStage",
  "probability",
  "owner",
  "contactId",
  "expectedClose",
  "stage",
  "startDate",
  "endDate",
  "lostReason",
  "lostNote",
  "deliverables",
  "nextAction",
  "nextActionDue",
  "nextActionOwner",
] as const;
export type ProjectField = (typeof PROJECT_FIELDS)[number];

/** A deal's form: its company and its own fields, all held as strings. */
export type ProjectValues = Record<"companyId" | ProjectField, string>;

/** The fields the server's per-field messages may go on. */
export const PROJECT_SERVER_FIELDS = ["companyId", ...PROJECT_FIELDS] as const;

/** A new deal's empty form: SAR, a proposal; no owner chosen means its creator (the modal sets the company). */
export const EMPTY_PROJECT: ProjectValues = {
  companyId: "",
  projectName: "",
  dealValue: "",
  currency: "SAR",
  dealStage: "proposal",
  probability: "",
  owner: "",
  contactId: "",
  expectedClose: "",
  stage: "proposal",
  startDate: "",
  endDate: "",
  lostReason: "",
  lostNote: "",
  deliverables: "",
  nextAction: "",
  nextActionDue: "",
  nextActionOwner: "",
};

/** A stored deal as its edit form holds it. */
export function projectFormValues(project: Project): ProjectValues {
  const text = (value: string | number | null) => (value === null ? "" : String(value));
  return {
    companyId: String(project.companyId),
    projectName: project.name,
    dealValue: text(project.dealValue),
    currency: CURRENCIES.find((c) => c === project.currency) ?? "SAR",
    dealStage: project.dealStage,
    probability: text(project.probability),
    owner: text(project.owner),
    contactId: text(project.contactId),
    expectedClose: text(project.expectedClose),
    stage: PROJECT_STAGES.find((s) => s === project.stage) ?? "proposal",
    startDate: text(project.startDate),
    endDate: text(project.endDate),
    lostReason: text(project.lostReason),
    lostNote: text(project.lostNote),
    deliverables: text(project.deliverables),
    nextAction: text(project.nextAction),
    nextActionDue: text(project.nextActionDue),
    nextActionOwner: text(project.nextActionOwner),
  };
}

/** The form's "no reason chosen" (an empty select) is no reason, not an unknown one. */
const noBlankReason = (value: unknown) =>
  value && typeof value === "object" && "lostReason" in value && value.lostReason === ""
    ? { ...value, lostReason: null }
    : value;

/** The shared schemas as the forms check them (the server checks the same again). */
export const newProjectForm = z.preprocess(noBlankReason, newProjectSchema);
export const projectChangesForm = z.preprocess(noBlankReason, projectChangesSchema);
