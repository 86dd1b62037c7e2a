import { z } from "zod";

/** A dashboard view saved under a name: the dashboard URL's query (search and filters). */
export interface SavedView {
  id: number;
  name: string;
  /** e.g. "q=bank&stage=won" (the company being open is not part of a view). */
  query: string;
}

export const newViewSchema = z.object({
  name: z
    .string("crm:views.nameRequired")
    .trim()
    .min(1, "crm:views.nameRequired")
    .max(80, "crm:views.nameTooLong"),
  query: z
    .string()
    .max(1000)
    .transform((value) => {
      const params = new URLSearchParams(value);
      const kept = new URLSearchParams();
      for (const key of ["q", "stage", "solution"]) {
        const v = params.get(key);
        if (v) kept.set(key, v);
      }
      return kept.toString();
    }),
});
export type NewView = z.output<typeof newViewSchema>;
