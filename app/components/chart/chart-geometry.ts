/**
 * Where a chart's marks go, in SVG user units (the chart is drawn on the server, without script).
 * Coordinates are computed left to right, then mirrored for a right-to-left page: the category axis
 * of a line chart runs from the right, bars grow from the right, labels sit on the reading side.
 * Text anchors are physical ("start" is the left end): the chart's <svg> is laid out ltr.
 */
export type ChartDir = "ltr" | "rtl";
export type Anchor = "start" | "middle" | "end";

export const CHART_WIDTH = 340;

const mirrorX = (x: number, dir: ChartDir) => (dir === "rtl" ? CHART_WIDTH - x : x);
const mirrorAnchor = (anchor: Anchor, dir: ChartDir): Anchor =>
  dir === "ltr" || anchor === "middle" ? anchor : anchor === "start" ? "end" : "start";
const round = (n: number) => Math.round(n * 10) / 10;

export interface BarMark {
  /** The bar's rectangle. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The category label, above the bar, on the reading side. */
  labelX: number;
  labelY: number;
  labelAnchor: Anchor;
  /** The value, just past the bar's end. */
  valueX: number;
  valueY: number;
  valueAnchor: Anchor;
}

const BAR_ROW = 44;
const BAR_HEIGHT = 16;
const VALUE_ROOM = 56;

/** Horizontal bars, one row a category: the label on top, the bar under it, the value after it. */
export function barLayout(values: readonly number[], max: number, dir: ChartDir) {
  const track = CHART_WIDTH - VALUE_ROOM;
  const bars: BarMark[] = values.map((value, index) => {
    const top = index * BAR_ROW;
    const width = round((Math.max(0, Math.min(value, max)) / max) * track);
    const x = dir === "rtl" ? CHART_WIDTH - width : 0;
    return {
      x,
      y: top + 20,
      width,
      height: BAR_HEIGHT,
      labelX: mirrorX(0, dir),
      labelY: top + 14,
      labelAnchor: mirrorAnchor("start", dir),
      valueX: mirrorX(width + 6, dir),
      valueY: top + 33,
      valueAnchor: mirrorAnchor("start", dir),
    };
  });
  return { bars, height: values.length * BAR_ROW };
}

const LINE_HEIGHT = 240;
const MARGIN = { start: 40, end: 24, top: 28, bottom: 36 };
/** Room between the value axis and the first point, so the first value's label clears the ticks. */
const INSET = 20;

export interface LinePoint {
  x: number;
  y: number;
  /** The category label under the axis. */
  labelY: number;
}

/**
 * A line over categories at equal steps from the reading side, values from 0 (bottom) to max (top),
 * with `tickCount` + 1 gridlines labelled on the reading side.
 */
export function lineLayout(values: readonly number[], max: number, dir: ChartDir, tickCount = 5) {
  const plotWidth = CHART_WIDTH - MARGIN.start - MARGIN.end - INSET;
  const plotHeight = LINE_HEIGHT - MARGIN.top - MARGIN.bottom;
  const bottom = MARGIN.top + plotHeight;
  const step = values.length > 1 ? plotWidth / (values.length - 1) : 0;
  const yOf = (value: number) => round(bottom - (Math.max(0, Math.min(value, max)) / max) * plotHeight);
  const points: LinePoint[] = values.map((value, index) => ({
    x: round(mirrorX(MARGIN.start + INSET + index * step, dir)),
    y: yOf(value),
    labelY: LINE_HEIGHT - 12,
  }));
  const ticks = Array.from({ length: tickCount + 1 }, (_, i) => {
    const value = (max / tickCount) * i;
    return { value, y: yOf(value) };
  });
  return {
    points,
    ticks,
    height: LINE_HEIGHT,
    /** The gridlines run between these two x. */
    gridFrom: mirrorX(MARGIN.start, dir),
    gridTo: mirrorX(CHART_WIDTH - MARGIN.end, dir),
    tickX: mirrorX(MARGIN.start - 8, dir),
    tickAnchor: mirrorAnchor("end", dir),
    /** "x1,y1 x2,y2 ..." for <polyline points>. */
    path: points.map((p) => `${p.x},${p.y}`).join(" "),
  };
}
