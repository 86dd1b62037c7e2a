import { useId } from "react";
import { CLUSTERS, type ClusterId } from "~/content/tools";
import { useLang } from "~/hooks/use-lang";
import { LANGUAGE_INFO } from "~/i18n/languages";
import { useTranslation } from "~/i18n/react";
import { useFormat } from "./use-format";

/** Bubble radius in chart units (the chart is 100 x 100): proportional to the segment's size. */
export const bubbleRadius = (size: number) => size * 0.6;

/**
 * The Brand Compass bubble chart, drawn by hand in SVG. Clicking a bubble toggles its segment;
 * keyboard and screen-reader users do the same with the legend buttons beside the chart, and
 * the chart's description lists every segment's figures. Mirrored in right-to-left pages.
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
  const description = CLUSTERS.map(
    (cluster) =>
      `${t(`brandCompass.clusters.${cluster.id}.name`)}: ${t("brandCompass.segmentSize")} ${format.percent(cluster.size)}, ${t("brandCompass.penetrationFactor")} ${format.percent(cluster.penetrationFactor)}.`,
  ).join(" ");

  return (
    <svg
      viewBox="0 0 100 100"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
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
          // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the legend buttons are the accessible controls
          <g
            key={cluster.id}
            data-cluster={cluster.id}
            data-selected={isSelected}
            onClick={() => onToggle(cluster.id)}
            className="cursor-pointer"
          >
            <circle
              cx={cx}
              cy={cy}
              r={r}
              fill={cluster.color}
              fillOpacity={isSelected ? 0.55 : dimmed ? 0.1 : 0.28}
              stroke={cluster.color}
              strokeWidth={isSelected ? 1.2 : 0.5}
              className="transition-[fill-opacity] duration-200 motion-reduce:transition-none"
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
            <text
              x={cx}
              y={cy + r + 3.8}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize="3.5"
              fontWeight={isSelected ? 700 : 500}
              fill="#0f172a"
              stroke="#ffffff"
              strokeWidth="0.8"
              paintOrder="stroke"
            >
              {t(`brandCompass.clusters.${cluster.id}.name`)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
