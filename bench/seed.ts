import { INDUSTRIES } from "#core/domain/industries";
import { type OpenOptions, openDatabase } from "../server/db/client";
import { companies } from "../server/db/schema";
import { createStaffUser, TEST_STAFF_PASSWORD } from "../server/test/staff";

const STAGES = ["lead", "qualified", "proposal", "negotiation", "won", "lost"] as const;
const WORDS = [
  "Gulf",
  "Najd",
  "Desert",
  "Crescent",
  "Falcon",
  "Oasis",
  "Danube",
  "Sava",
  "Vertex",
  "Summit",
  "Horizon",
  "Atlas",
];

/** Seeds a fresh database for the benchmark (embedded or PostgreSQL): `count` companies and one staff account. */
export async function seedBenchData(
  target: OpenOptions,
  count: number,
): Promise<{ username: string; password: string }> {
  const database = await openDatabase(target);
  const rows = Array.from({ length: count }, (_, i) => {
    const industry = INDUSTRIES[i % INDUSTRIES.length];
    return {
      name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i + 1}`,
      industry: industry?.key ?? null,
      stage: STAGES[i % STAGES.length] ?? "lead",
      lastContact: "2026-10-01",
      nextAction: "Initial contact",
      website: `https://company${i + 1}.example`,
    };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await database.db.insert(companies).values(rows.slice(i, i + 1000));
  await createStaffUser(database.db, "bench");
  await database.close();
  return { username: "bench", password: TEST_STAFF_PASSWORD };
}
