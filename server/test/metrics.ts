import { registry } from "../metrics/registry";

/** The current value of one series of the process's metrics registry (0 when it has none yet). */
export async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = await registry.getSingleMetric(name)?.get();
  const series = metric?.values.find((value) =>
    Object.entries(labels).every(([key, wanted]) => String(value.labels[key]) === wanted),
  );
  return series?.value ?? 0;
}
