import { describe, expect, it } from "vitest";
import { evaluate } from "./evaluate";

describe("quality on the labelled set", () => {
  it("names never seen (holdout): at least 90% right, at most 2% wrong at high confidence", () => {
    const result = evaluate("holdout");
    expect(result.total).toBeGreaterThanOrEqual(50);
    expect(result.accuracy, JSON.stringify(result.mistakes, null, 1)).toBeGreaterThanOrEqual(0.9);
    expect(result.highWrongShare, JSON.stringify(result.mistakes, null, 1)).toBeLessThanOrEqual(0.02);
  });

  it("tuned names: at least 95% right, none wrong at high confidence", () => {
    const result = evaluate("tune");
    expect(result.accuracy).toBeGreaterThanOrEqual(0.95);
    expect(result.highConfidenceWrong).toBe(0);
  });

  it("reports per script and lists mistakes consistently", () => {
    const result = evaluate();
    const scripts = Object.values(result.byScript);
    expect(scripts.reduce((n, s) => n + s.total, 0)).toBe(result.total);
    expect(scripts.reduce((n, s) => n + s.correct, 0)).toBe(result.correct);
    expect(result.mistakes.length).toBe(result.total - result.correct);
    expect(result.highShare).toBeCloseTo(result.highConfidence / result.total);
  });
});
