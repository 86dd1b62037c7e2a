import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
// Lighthouse's own modules (pinned in package.json): its saved artifacts and its LCP model, "Lantern".
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import { lighthouseCli } from "./lighthouse";

/**
 * `npm run bench -- --lcp-graph /sr/about,/ar [--without 'favicon|logo']`: why a page's mobile LCP is what it
 * is. Lighthouse loads the page at full speed, then simulates the mobile network over the requests that finished
 * before the largest paint it saw ("Lantern"). This prints those requests with their simulated start and end,
 * and with `--without`, the LCP the same trace gives without the requests whose URL matches (how decision 021
 * found what to remove).
 */
export interface LcpGraph {
  lcpMs: number;
  requests: Array<{ url: string; bytes: number; startMs: number; endMs: number }>;
}

interface SimNode {
  type: string;
  request?: { url: string; transferSize: number };
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimNode, { startTime: number; endTime: number }>;
}
/** Records the page once with Lighthouse (mobile preset) and keeps its artifacts in a temporary folder. */
export async function gather(url: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "lcp-graph-"));
  await lighthouseCli(url, [`-G=${dir}`, "--only-categories=performance"]);
  return dir;
}

type Artifacts = Awaited<ReturnType<typeof loadArtifacts>>;

/** What Lighthouse's model metrics take: a recording's artifacts, with its network log (or an edited one). */
export function modelInput(artifacts: Artifacts, devtoolsLog = artifacts.DevtoolsLog) {
  return {
    trace: artifacts.Trace,
    devtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: artifacts.settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
}

/** Lighthouse's LCP model over a recorded page, without the requests whose URL matches `without`. */
export async function lcpGraph(dir: string, without?: RegExp): Promise<LcpGraph> {
  const artifacts = await loadArtifacts(dir);
  const recorded = artifacts.DevtoolsLog;
  type DevtoolsEvent = (typeof recorded)[number];
  let devtoolsLog: DevtoolsEvent[] = recorded;
  if (without) {
    const requestId = (event: DevtoolsEvent) =>
      (event.params as { requestId?: string } | undefined)?.requestId;
    const urls = new Map<string, string>();
    for (const event of devtoolsLog) {
      if (event.method === "Network.requestWillBeSent")
        urls.set(event.params.requestId, event.params.request.url);
    }
    devtoolsLog = recorded.filter((event: DevtoolsEvent) => {
      const id = requestId(event);
      return !(id && without.test(urls.get(id) ?? ""));
    });
  }
  const result = (await LanternLargestContentfulPaint.request(modelInput(artifacts, devtoolsLog), {
    computedCache: new Map(),
  })) as { timing: number; pessimisticEstimate: Estimate };
  const requests = [...result.pessimisticEstimate.nodeTimings.entries()]
    .filter(([node]) => node.type === "network" && node.request)
    .map(([node, timing]) => ({
      url: node.request?.url ?? "",
      bytes: node.request?.transferSize ?? 0,
      startMs: Math.round(timing.startTime),
      endMs: Math.round(timing.endTime),
    }))
    .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
  return { lcpMs: Math.round(result.timing), requests };
}

export function formatLcpGraph(page: string, graph: LcpGraph, without?: { pattern: string; lcpMs: number }) {
  const lines = [
    `${page}: LCP ${graph.lcpMs} ms (Lighthouse's model, mobile preset)${
      without ? `; without /${without.pattern}/: ${without.lcpMs} ms` : ""
    }`,
    "| request | bytes | start ms | end ms |",
    "|---|---|---|---|",
    ...graph.requests.map((r) => {
      const name = r.url.startsWith("data:") ? "data: URL" : new URL(r.url).pathname;
      return `| ${name} | ${r.bytes} | ${r.startMs} | ${r.endMs} |`;
    }),
  ];
  return lines.join("\n");
}
