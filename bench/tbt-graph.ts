import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
// Lighthouse's own modules (pinned in package.json): its saved artifacts and its model of the slow phone.
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { modelInput } from "./lcp-graph";

/**
 * `npm run bench -- --tbt-graph /ar/privacy,/ar/privacy`: why a page's mobile Total Blocking Time is what it is.
 * Lighthouse stretches each main-thread task of the recording (real time) onto the simulated phone's timeline and
 * counts what a task holds the thread beyond 50 ms between the first paint and "interactive", in two estimates
 * (optimistic and pessimistic) whose mean is the figure it reports. This prints the tasks of 30 ms or more on that
 * timeline, with their real duration, what they spent it on, the blocking time each adds to that mean, and whether
 * the model's first paint waits for it. Its first-paint graph holds only the first task that parses, the first that
 * lays out and the first that paints (and render-blocking scripts): a task that ran before the first paint in the
 * recording, such as the navigation's commit, is left out of it and can end after the simulated first paint.
 */
interface CpuNode {
  id: string;
  type: string;
  event: { dur: number };
  childEvents: Array<{ name: string; dur?: number }>;
}
interface Timing {
  startTime: number;
  endTime: number;
  duration: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<CpuNode, Timing>;
}
interface Graph {
  traverse(visit: (node: CpuNode) => void): void;
}
interface Result {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
  optimisticGraph: Graph;
  pessimisticGraph: Graph;
}

/** A task's blocking time between `from` and `to`, by Lighthouse's own rule. */
function blocking(timing: Timing | undefined, from: number, to: number): number {
  if (!timing) return 0;
  const event = { start: timing.startTime, end: timing.endTime, duration: timing.duration };
  return Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(event, from, to);
}

function nodeIds(graph: Graph): Set<string> {
  const ids = new Set<string>();
  graph.traverse((node) => ids.add(node.id));
  return ids;
}

export async function tbtGraph(dir: string, page: string): Promise<string> {
  const artifacts = await loadArtifacts(dir);
  const data = modelInput(artifacts);
  const context = { computedCache: new Map() };
  const tbt = (await LanternTotalBlockingTime.request(data, context)) as Result;
  const fcp = (await LanternFirstContentfulPaint.request(data, context)) as Result;
  const tti = (await LanternInteractive.request(data, context)) as Result;
  // As lantern/metrics/TotalBlockingTime.js pairs them: each estimate counts from the other estimate's first paint.
  const windows = [
    {
      timings: tbt.optimisticEstimate.nodeTimings,
      from: fcp.pessimisticEstimate.timeInMs,
      to: tti.optimisticEstimate.timeInMs,
    },
    {
      timings: tbt.pessimisticEstimate.nodeTimings,
      from: fcp.optimisticEstimate.timeInMs,
      to: tti.pessimisticEstimate.timeInMs,
    },
  ];
  const inFirstPaint = nodeIds(fcp.pessimisticGraph);
  const ms = (value: number) => Math.round(value);
  const lines = [
    `${page}: TBT ${ms(tbt.timing)} ms (Lighthouse's model, mobile preset); first paint ${ms(fcp.timing)} ms, interactive ${ms(tti.timing)} ms`,
    "| task start ms | end ms | simulated ms | real ms | blocking ms | first paint waits | spent on (real ms) |",
    "|---|---|---|---|---|---|---|",
  ];
  let outside = 0;
  for (const [node, timing] of tbt.pessimisticEstimate.nodeTimings) {
    if (node.type !== "cpu" || timing.duration < 30) continue;
    const counted =
      windows.reduce((sum, w) => sum + blocking(w.timings.get(node), w.from, w.to), 0) / windows.length;
    const waits = inFirstPaint.has(node.id);
    if (!waits && timing.startTime < fcp.timing) outside += counted;
    const spent = new Map<string, number>();
    for (const child of node.childEvents)
      spent.set(child.name, (spent.get(child.name) ?? 0) + (child.dur ?? 0) / 1000);
    const top = [...spent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, value]) => `${name} ${value.toFixed(1)}`)
      .join(", ");
    lines.push(
      `| ${ms(timing.startTime)} | ${ms(timing.endTime)} | ${ms(timing.duration)} | ${(node.event.dur / 1000).toFixed(1)} | ${ms(counted)} | ${waits ? "yes" : "no"} | ${top} |`,
    );
  }
  lines.push(
    `Blocking time from tasks that start before the first paint but that the model's first paint does not wait for: ${ms(outside)} ms.`,
  );
  return lines.join("\n");
}
