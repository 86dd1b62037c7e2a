import { describe, expect, it } from "vitest";
import { barLayout, CHART_WIDTH, lineLayout } from "./chart-geometry";

describe("barLayout", () => {
  it("grows bars from the left in ltr, in proportion to the value", () => {
    const { bars, height } = barLayout([100, 50, 0], 100, "ltr");
    expect(height).toBe(3 * 44);
    expect(bars.map((bar) => bar.x)).toEqual([0, 0, 0]);
    expect(bars[1]!.width).toBeCloseTo(bars[0]!.width / 2, 1);
    expect(bars[2]!.width).toBe(0);
    expect(bars[0]).toMatchObject({ labelX: 0, labelAnchor: "start", valueAnchor: "start" });
    expect(bars[0]!.valueX).toBe(bars[0]!.width + 6);
  });

  it("mirrors every mark in rtl: bars grow from the right, labels on the right, values past the bar's left end", () => {
    const ltr = barLayout([95, 44], 100, "ltr").bars;
    const rtl = barLayout([95, 44], 100, "rtl").bars;
    for (const [i, bar] of rtl.entries()) {
      const mirror = ltr[i]!;
      expect(bar.width).toBe(mirror.width);
      expect(bar.x + bar.width).toBe(CHART_WIDTH);
      expect(bar.x).toBeCloseTo(CHART_WIDTH - mirror.x - mirror.width, 5);
      expect(bar.labelX).toBe(CHART_WIDTH);
      expect(bar.labelAnchor).toBe("end");
      expect(bar.valueX).toBeCloseTo(CHART_WIDTH - mirror.valueX, 5);
      expect(bar.valueAnchor).toBe("end");
      expect([bar.y, bar.labelY, bar.valueY]).toEqual([mirror.y, mirror.labelY, mirror.valueY]);
    }
  });

  it("clamps values outside 0..max to the track", () => {
    const [over, under] = barLayout([150, -5], 100, "ltr").bars;
    expect(over!.width).toBe(CHART_WIDTH - 56);
    expect(under!.width).toBe(0);
  });
});

describe("lineLayout", () => {
  const values = [9.8, 4.9, 3.1, 2.2];

  it("runs the categories left to right in ltr and right to left in rtl, at mirrored x", () => {
    const ltr = lineLayout(values, 10, "ltr");
    const rtl = lineLayout(values, 10, "rtl");
    const xs = ltr.points.map((p) => p.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    for (const [i, point] of rtl.points.entries()) expect(point.x).toBeCloseTo(CHART_WIDTH - xs[i]!, 5);
    expect(rtl.points[0]!.x).toBeGreaterThan(rtl.points.at(-1)!.x);
    expect(rtl.points.map((p) => p.y)).toEqual(ltr.points.map((p) => p.y));
    expect(rtl.path).toBe(rtl.points.map((p) => `${p.x},${p.y}`).join(" "));
  });

  it("puts the value axis's labels on the reading side", () => {
    const ltr = lineLayout(values, 10, "ltr");
    const rtl = lineLayout(values, 10, "rtl");
    expect(ltr.tickX).toBeLessThan(ltr.points[0]!.x);
    expect(ltr.tickAnchor).toBe("end");
    expect(rtl.tickX).toBeGreaterThan(rtl.points[0]!.x);
    expect(rtl.tickX).toBeCloseTo(CHART_WIDTH - ltr.tickX, 5);
    expect(rtl.tickAnchor).toBe("start");
  });

  it("draws higher values higher, with gridlines from 0 to max", () => {
    const { points, ticks } = lineLayout(values, 10, "ltr");
    for (let i = 1; i < points.length; i++) expect(points[i]!.y).toBeGreaterThan(points[i - 1]!.y);
    expect(ticks.map((tick) => tick.value)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(ticks[0]!.y).toBeGreaterThan(ticks[5]!.y);
    expect(lineLayout([10], 10, "ltr").points[0]!.y).toBe(ticks[5]!.y);
  });
});
