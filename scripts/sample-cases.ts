// What the home and industries pages are rendered with at build time to find the rules they can use
// (scripts/request-page-stylesheets.ts): a case with a quote and two figures, and one without a quote and four.
import type { CaseText, PublicCaseStudy } from "#core/domain/case-studies";

const text = (quote: string): CaseText => ({
  industry: "Sample sector",
  title: "Sample case",
  challenge: "A sample challenge.",
  solution: "A sample solution.",
  resultLabels: { a: "first figure", b: "second figure", c: "third figure", d: "fourth figure" },
  storyTitle: "Sample story",
  story: "A sample story.",
  storyLabels: { a: "first", b: "second", c: "third", d: "fourth" },
  quote,
  attribution: quote ? "Head of Research, a sample organisation" : "",
});

export const SAMPLE_CASES: PublicCaseStudy[] = [
  {
    key: "sample",
    icon: "Car",
    results: [
      { id: "a", value: 23, unit: "percent" },
      { id: "b", value: 2.3, unit: "times" },
    ],
    text: text("A sample quote."),
  },
  {
    key: "sample-2",
    icon: "Landmark",
    results: ["a", "b", "c", "d"].map((id, i) => ({ id, value: 10 + i, unit: "percent" as const })),
    text: text(""),
  },
];
