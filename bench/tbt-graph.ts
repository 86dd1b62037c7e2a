import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
// Lighthouse's own modules (pinned in package.json): its saved artifacts and its model of the slow phone.
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import { modelInput } from "./lcp-graph";

/**
 * `npm run bench -- --tbt-graph /ar/privacy,/ar/privacy`: why a page's mobile Total Blocking Time is what it is.
 * Lighthouse stretches each main-thread task of the recording (real time) onto the simulated phone's timeline and
 * counts what a task holds the thread beyond 50 ms between the first paint and "interactive". This prints the
 * tasks of 30 ms or more on that timeline, with their real duration and what they spent it on.
 */
interface CpuNode {
  type: string;
  event: { dur: number };
  childEvents: Array<{ name: string; dur?: number }>;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<CpuNode, { startTime: number; endTime: number; duration: number }>;
}
interface Result {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

export async function tbtGraph(dir: string, page: string): Promise<string> {
  const artifacts = await loadArtifacts(dir);
  const data = modelInput(artifacts);
  const context = { computedCache: new Map() };
  const tbt = (await LanternTotalBlockingTime.request(data, context)) as Result;
  const fcp = (await LanternFirstContentfulPaint.request(data, context)) as Result;
  const tti = (await LanternInteractive.request(data, context)) as Result;
  const ms = (value: number) => Math.round(value);
  const lines = [
    `${page}: TBT ${ms(tbt.timing)} ms (Lighthouse's model, mobile preset); first paint ${ms(fcp.timing)} ms, interactive ${ms(tti.timing)} ms`,
    "| task start ms | end ms | simulated ms | real ms | spent on (real ms) |",
    "|---|---|---|---|---|",
  ];
  for (const [node, timing] of tbt.pessimisticEstimate.nodeTimings) {
    if (node.type !== "cpu" || timing.duration < 30) continue;
    const spent = new Map<string, number>();
    for (const child of node.childEvents)
      spent.set(child.name, (spent.get(child.name) ?? 0) + (child.dur ?? 0) / 1000);
    const top = [...spent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, value]) => `${name} ${value.toFixed(1)}`)
      .join(", ");
    lines.push(
      `| ${ms(timing.startTime)} | ${ms(timing.endTime)} | ${ms(timing.duration)} | ${(node.event.dur / 1000).toFixed(1)} | ${top} |`,
    );
  }
  return lines.join("\n");
}
