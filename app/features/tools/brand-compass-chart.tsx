import { useId } from "react";
import { CLUSTERS, type ClusterId } from "#core/content/tools";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { useFormat } from "./use-format";

/** Bubble radius in chart units (the chart is 100 x 100): proportional to the segment's size. */
export const bubbleRadius = (size: number) => size * 0.6;

/**
 * The Brand Compass bubble chart, drawn by hand in SVG. Each bubble is a toggle button (click, or Tab to it
 * and press Enter or Space), named with its segment's figures; the legend buttons beside the chart do the
 * same, and the chart's description lists every segment's figures. Mirrored in right-to-left pages.
 */
export function BrandCompassChart({
  selected,
  onToggle,
}: {
  selected: ClusterId | null;
  onToggle: (id: ClusterId) => void;
}) {
  const { t } = useTranslation("tools");
  const format = useFormat();
  const rtl = LANGUAGE_INFO[useLang()].dir === "rtl";
  const id = useId();
  const summary = (cluster: (typeof CLUSTERS)[number]) =>
    t("brandCompass.clusterSummary", {
      name: t(`brandCompass.clusters.${cluster.id}.name`),
      segmentSize: t("brandCompass.segmentSize"),
      size: format.percent(cluster.size),
      penetrationFactor: t("brandCompass.penetrationFactor"),
      penetration: format.percent(cluster.penetrationFactor),
    });
  const description = CLUSTERS.map(summary).join(" ");

  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG chart cannot be a <fieldset>; its bubbles are its controls
    <svg
      viewBox="0 0 100 100"
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="h-auto w-full select-none"
      data-testid="brand-compass-chart"
    >
      <title id={`${id}-title`}>{t("brandCompass.chartLabel")}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <g stroke="#cbd5e1" strokeWidth="0.3" fill="none">
        <circle cx="50" cy="50" r="24" strokeDasharray="1 1" />
        <circle cx="50" cy="50" r="48" strokeDasharray="1 1" />
        <line x1="50" y1="1" x2="50" y2="99" />
        <line x1="1" y1="50" x2="99" y2="50" />
      </g>
      {CLUSTERS.map((cluster) => {
        const r = bubbleRadius(cluster.size);
        const cx = rtl ? 100 - cluster.position.x : cluster.position.x;
        const cy = cluster.position.y;
        const isSelected = selected === cluster.id;
        const dimmed = selected !== null && !isSelected;
        return (
          // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the group is one, named and pressable
          <g
            key={cluster.id}
            data-cluster={cluster.id}
            data-selected={isSelected}
            role="button"
            tabIndex={0}
            aria-pressed={isSelected}
            aria-label={summary(cluster)}
            onClick={() => onToggle(cluster.id)}
            onKeyDown={(event) => {
              if (event.key !== "Enter" && event.key !== " ") return;
              event.preventDefault();
              onToggle(cluster.id);
            }}
            className="group cursor-pointer outline-none"
          >
            <circle
              cx={cx}
              cy={cy}
              r={r}
              fill={cluster.color}
              fillOpacity={isSelected ? 0.55 : dimmed ? 0.1 : 0.28}
              stroke={cluster.color}
              strokeWidth={isSelected ? 1.2 : 0.5}
              // The keyboard focus: a dark, thicker outline (CSS wins over the stroke attributes).
              className="transition-[fill-opacity] duration-200 group-focus-visible:stroke-navy-900 group-focus-visible:[stroke-width:1.6] motion-reduce:transition-none"
            />
            <text
              x={cx}
              y={cy}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={Math.max(4, r * 0.42)}
              fontWeight="700"
              fill="#0f172a"
            >
              {format.percent(cluster.size)}
            </text>
          </g>
        );
      })}
      {/* The names under the bubbles, drawn over every bubble. The bubble buttons carry them in their names;
          here they are only what the eye reads. */}
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> without tabindex is not focusable */}
      <g aria-hidden="true" className="pointer-events-none">
        {CLUSTERS.map((cluster) => {
          const r = bubbleRadius(cluster.size);
          const cx = rtl ? 100 - cluster.position.x : cluster.position.x;
          return (
            <text
              key={cluster.id}
              data-label={cluster.id}
              x={cx}
              y={cluster.position.y + r + 3.8}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize="3.5"
              fontWeight={selected === cluster.id ? 700 : 500}
              fill="#0f172a"
              stroke="#ffffff"
              strokeWidth="0.8"
              paintOrder="stroke"
            >
              {t(`brandCompass.clusters.${cluster.id}.name`)}
            </text>
          );
        })}
      </g>
    </svg>
  );
}
