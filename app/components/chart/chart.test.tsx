import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Chart, type ChartProps } from "./chart";
import { CHART_WIDTH } from "./chart-geometry";

const props: ChartProps = {
  kind: "bar",
  dir: "ltr",
  title: "What links a brand to purchase",
  description: "Trusted ranks first at 95.",
  caption: "Importance (0–100).",
  tableLabel: "Show the figures as a table",
  categoryHeading: "Attribute",
  valueHeading: "Importance",
  points: [
    { label: "Trusted", value: 95, valueText: "95" },
    { label: "Healthy <choice>", value: 44, valueText: "44" },
  ],
  max: 100,
};

describe("Chart", () => {
  it("is an image named by its title and described by its desc", () => {
    const html = renderToStaticMarkup(<Chart {...props} />);
    const svg = /<svg[^>]*>/.exec(html)?.[0] ?? "";
    expect(svg).toContain('role="img"');
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(svg)?.[1];
    const describedBy = /aria-describedby="([^"]+)"/.exec(svg)?.[1];
    expect(html).toContain(`<title id="${labelledBy}">What links a brand to purchase</title>`);
    expect(html).toContain(`<desc id="${describedBy}">Trusted ranks first at 95.</desc>`);
    expect(html).toMatch(/<figcaption[^>]*>Importance \(0–100\)\.<\/figcaption>/);
  });

  it("holds the figures in a real table, escaped, one row a category", () => {
    const html = renderToStaticMarkup(<Chart {...props} />);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Show the figures as a table<\/summary><table/);
    expect(html).toMatch(/<th scope="col"[^>]*>Attribute<\/th><th scope="col"[^>]*>Importance<\/th>/);
    const rows = [
      ...html.matchAll(/<tr[^>]*><th scope="row"[^>]*>([^<]*)<\/th><td[^>]*>([^<]*)<\/td><\/tr>/g),
    ];
    expect(rows.map((row) => [row[1], row[2]])).toEqual([
      ["Trusted", "95"],
      ["Healthy &lt;choice&gt;", "44"],
    ]);
  });

  it("draws one bar a category, and a line with a point a category", () => {
    const bars = renderToStaticMarkup(<Chart {...props} />);
    expect(bars.match(/<rect /g)).toHaveLength(2);
    const line = renderToStaticMarkup(<Chart {...props} kind="line" tickText={(v) => `${v}`} />);
    expect(line.match(/<circle /g)).toHaveLength(2);
    expect(line).toContain("<polyline");
  });

  it("lays the labels out on the right in rtl", () => {
    const html = renderToStaticMarkup(<Chart {...props} dir="rtl" />);
    expect(html).toMatch(new RegExp(`<text x="${CHART_WIDTH}" y="14" text-anchor="end"[^>]*>Trusted</text>`));
  });
});
