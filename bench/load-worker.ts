// Runs one autocannon load (in its own process, pinned to its own core by the caller) and prints JSON.
import autocannon from "autocannon";

const spec = JSON.parse(process.argv[2] ?? "{}") as {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  duration: number;
  connections: number;
  /** Give each request its own client address (X-Forwarded-For), for per-address rate limits. */
  varyAddress?: boolean;
};

let counter = 0;
const result = await autocannon({
  url: spec.url,
  method: spec.method ?? "GET",
  headers: spec.headers,
  body: spec.body,
  duration: spec.duration,
  connections: spec.connections,
  requests: spec.varyAddress
    ? [
        {
          setupRequest: (request) => {
            counter++;
            return {
              ...request,
              headers: {
                ...request.headers,
                "x-forwarded-for": `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
              },
            };
          },
        },
      ]
    : undefined,
});
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  }),
);
