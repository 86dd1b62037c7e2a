import { useId } from "react";
import { barLayout, CHART_WIDTH, type ChartDir, lineLayout } from "./chart-geometry";

export interface ChartPoint {
  /** The category as the page writes it. */
  label: string;
  value: number;
  /** The value as the page writes it (core/lib/format.ts). */
  valueText: string;
}

export interface ChartProps {
  kind: "bar" | "line";
  dir: ChartDir;
  /** The chart's accessible name (the <svg>'s <title>) and the table's caption. */
  title: string;
  /** What the chart shows, in a sentence or two (the <svg>'s <desc>). */
  description: string;
  /** The visible caption under the chart (source, unit). */
  caption: string;
  /** The summary of the <details> that holds the data table. */
  tableLabel: string;
  categoryHeading: string;
  valueHeading: string;
  points: readonly ChartPoint[];
  max: number;
  /** A gridline's value as the page writes it (line charts). */
  tickText?: (value: number) => string;
}

/**
 * A chart drawn on the server as SVG: role="img" named by its <title> and described by its <desc>,
 * a visible caption, and the same figures as a real table (in a <details>) for screen readers,
 * pages read without CSS and anyone who wants the numbers. Mirrored on right-to-left pages.
 */
export function Chart(props: ChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const values = props.points.map((point) => point.value);
  return (
    <figure className="not-prose my-10 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${props.kind === "bar" ? barLayout(values, props.max, props.dir).height : lineLayout(values, props.max, props.dir).height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        direction="ltr"
        className={`mx-auto block h-auto w-full overflow-visible ${props.kind === "bar" ? "max-w-sm" : "max-w-md"}`}
        data-chart={props.kind}
      >
        <title id={titleId}>{props.title}</title>
        <desc id={descId}>{props.description}</desc>
        {props.kind === "bar" ? <Bars {...props} values={values} /> : <Line {...props} values={values} />}
      </svg>
      <figcaption className="mt-4 text-sm leading-6 text-muted">{props.caption}</figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-primary hover:text-primary-dark">
          {props.tableLabel}
        </summary>
        <table className="mt-3 w-full border-collapse text-start">
          <caption className="sr-only">{props.title}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pe-4 text-start font-semibold text-ink">
                {props.categoryHeading}
              </th>
              <th scope="col" className="py-2 text-end font-semibold text-ink">
                {props.valueHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.points.map((point) => (
              <tr key={point.label} className="border-b border-slate-200">
                <th scope="row" className="py-2 pe-4 text-start font-normal text-ink">
                  {point.label}
                </th>
                <td className="py-2 text-end tabular-nums text-ink">{point.valueText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function Bars({ points, max, dir, values }: ChartProps & { values: number[] }) {
  const { bars } = barLayout(values, max, dir);
  return (
    <g fontSize={14}>
      {bars.map((bar, index) => {
        const point = points[index];
        if (!point) return null;
        return (
          <g key={point.label}>
            <text x={bar.labelX} y={bar.labelY} textAnchor={bar.labelAnchor} className="fill-ink">
              {point.label}
            </text>
            <rect
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={3}
              className={index === 0 ? "fill-navy-800" : "fill-primary"}
            />
            <text
              x={bar.valueX}
              y={bar.valueY}
              textAnchor={bar.valueAnchor}
              className="fill-ink font-semibold"
            >
              {point.valueText}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Line({ points, max, dir, values, tickText }: ChartProps & { values: number[] }) {
  const layout = lineLayout(values, max, dir);
  return (
    <g fontSize={12.5}>
      {layout.ticks.map((tick) => (
        <g key={tick.value}>
          <line
            x1={layout.gridFrom}
            x2={layout.gridTo}
            y1={tick.y}
            y2={tick.y}
            className={tick.value === 0 ? "stroke-ink" : "stroke-slate-200"}
          />
          <text x={layout.tickX} y={tick.y + 4} textAnchor={layout.tickAnchor} className="fill-muted">
            {tickText ? tickText(tick.value) : tick.value}
          </text>
        </g>
      ))}
      <polyline points={layout.path} fill="none" strokeWidth={3} className="stroke-primary" />
      {layout.points.map((point, index) => {
        const data = points[index];
        if (!data) return null;
        return (
          <g key={data.label}>
            <circle
              cx={point.x}
              cy={point.y}
              r={4.5}
              className="fill-white stroke-primary"
              strokeWidth={2.5}
            />
            <text x={point.x} y={point.y - 10} textAnchor="middle" className="fill-ink font-semibold">
              {data.valueText}
            </text>
            <text x={point.x} y={point.labelY} textAnchor="middle" className="fill-muted">
              {data.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
