import type { ContactSubmission } from "#core/domain/contact";

/** A valid contact-form submission, as the browser form sends it (filled in at human speed). */
export function benchContactPayload(): ContactSubmission {
  return {
    name: "Benchmark Visitor",
    email: "visitor@example.com",
    company: "Bench Co",
    message: "We would like a proposal for a brand health tracker in Saudi Arabia.",
    website: "",
    elapsedMs: 15_000,
  };
}
