import type { Company, CompanyList, Contact, ImportReport } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";
import type { CrmTest } from "../test-support";

/** Shared steps of the re-import tests: sheets made of a few fields, imported as staff do, and read back. */
export type Answer<T> = T & { error?: { code: string; message: string } };

export interface Sheet {
  company: { id: string; name: string; stage: string; nextAction: string; notes: string };
  contact?: { id: string; name: string; position: string };
  project?: { id: string; name: string; deal: string };
}

export function files({ company: c, contact: k, project: p }: Sheet) {
  const out = [
    {
      name: "Companies.csv",
      content: `ID,Company,Industry,Stage,Last Contact,Next Action,Notes,Website\n${c.id},${c.name},Banking,${c.stage},2025-01-15,${c.nextAction},${c.notes},\n`,
    },
  ];
  if (k) {
    out.push({
      name: "Contacts.csv",
      content: `ID,Company ID,Name,Position,Email,Phone\n${k.id},${c.id},${k.name},${k.position},,\n`,
    });
  }
  if (p) {
    out.push({
      name: "Projects.csv",
      content: `ID,Company ID,Project,Deal Value (SAR),Stage,Start Date,End Date,Deliverables\n${p.id},${c.id},${p.name},${p.deal},proposal,,,\n`,
    });
  }
  return out;
}

/** Staff calls on one test app. */
export function reimportCalls(crm: CrmTest) {
  const importSheet = (sheet: Sheet, headers?: Record<string, string>) =>
    crm.call<Answer<ImportReport>>("POST", "/api/crm/import", { files: files(sheet) }, headers);

  async function company(name: string): Promise<Company> {
    const res = await crm.call<CompanyList>("GET", `/api/crm/companies?q=${encodeURIComponent(name)}`);
    const found = res.body.items.find((c) => c.name === name);
    if (!found) throw new Error(`${name} not found`);
    return found;
  }
  const contactsOf = async (id: number) =>
    (await crm.call<{ items: Contact[] }>("GET", `/api/crm/companies/${id}/contacts`)).body.items;
  const projectsOf = async (id: number) =>
    (await crm.call<{ items: Project[] }>("GET", `/api/crm/companies/${id}/projects`)).body.items;
  return { importSheet, company, contactsOf, projectsOf };
}
