import { describe, expect, it } from "vitest";
import { evaluate, evaluateNames } from "./evaluate";
import { BLIND_SET } from "./evaluation/blind-set";

const mistakes = (result: { mistakes: unknown[] }) => JSON.stringify(result.mistakes, null, 1);

describe("quality on names never seen (the frozen blind set)", () => {
  const result = evaluateNames(BLIND_SET);

  it("gets at least 95% of the names that carry a cue right", () => {
    expect(result.withCue.total).toBeGreaterThanOrEqual(130);
    expect(result.withCue.accuracy, mistakes(result)).toBeGreaterThanOrEqual(0.95);
  });

  it("is wrong at high confidence on at most 1% of the names", () => {
    expect(result.highWrongShare, mistakes(result)).toBeLessThanOrEqual(0.01);
  });

  it('answers "Not assigned" for every name that carries no cue', () => {
    expect(result.withoutCue.total).toBeGreaterThanOrEqual(15);
    expect(result.withoutCue.notAssignedShare, mistakes(result)).toBe(1);
  });

  it("reports per script and per industry consistently", () => {
    const scripts = Object.values(result.byScript);
    expect(scripts.reduce((n, s) => n + s.total, 0)).toBe(result.total);
    const industries = Object.values(result.byIndustry);
    expect(industries.reduce((n, s) => n + (s?.total ?? 0), 0)).toBe(result.total);
    expect(industries.reduce((n, s) => n + (s?.correct ?? 0), 0)).toBe(result.correct);
    expect(result.withCue.total + result.withoutCue.total).toBe(result.total);
    expect(result.mistakes.length).toBe(result.total - result.correct);
  });
});

describe("the older labelled set (memory: its names are in the knowledge files and tests)", () => {
  it("stays right: at least 95%, none wrong at high confidence", () => {
    const result = evaluate();
    expect(result.accuracy, mistakes(result)).toBeGreaterThanOrEqual(0.95);
    expect(result.highConfidenceWrong, mistakes(result)).toBe(0);
  });
});
