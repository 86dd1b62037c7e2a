import { BlockList, isIP } from "node:net";

/**
 * Which reverse proxies in front of the server are believed (TRUST_PROXY): none, a number of hops
 * (each appends the address it saw to X-Forwarded-For), or the proxies' own addresses and networks.
 */
export type TrustProxy =
  | { kind: "none" }
  | { kind: "hops"; hops: number }
  | { kind: "addresses"; list: BlockList; text: string };

/** TRUST_PROXY: false/0 (none), true (one hop), a hop count, or comma-separated addresses and CIDR networks. */
export function parseTrustProxy(value: string): TrustProxy | string {
  const text = value.trim().toLowerCase();
  if (text === "false" || text === "0" || text === "") return { kind: "none" };
  if (text === "true") return { kind: "hops", hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { kind: "hops", hops } : "must be at most 10 hops";
  }
  const list = new BlockList();
  for (const entry of text.split(",").map((part) => part.trim())) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address);
    if (family === 0) return "must be true, false, a number of hops, or proxy addresses (CIDR allowed)";
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128))
      return `has a bad network prefix in ${entry}`;
    list.addSubnet(address, bits, type);
  }
  return { kind: "addresses", list, text };
}

function isTrustedProxy(trust: TrustProxy & { kind: "addresses" }, address: string): boolean {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const family = isIP(plain);
  if (family === 0) return false;
  return trust.list.check(plain, family === 4 ? "ipv4" : "ipv6");
}

function entries(header: string | null): string[] {
  return (header ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface ProxiedRequest {
  /** The client's address as the trusted proxies saw it (the peer's own address without a proxy). */
  ip: string;
  /** How many trusted proxies the request came through (0: the peer is the client). */
  hops: number;
}

/**
 * The client's address: X-Forwarded-For is read from the right, one entry per trusted proxy, so that
 * whatever the client wrote into the header itself (on the left) is never believed.
 */
export function resolveClient(request: Request, peer: string, trust: TrustProxy): ProxiedRequest {
  if (trust.kind === "none") return { ip: peer, hops: 0 };
  const forwarded = entries(request.headers.get("x-forwarded-for"));
  if (trust.kind === "hops") {
    if (trust.hops === 0) return { ip: peer, hops: 0 };
    const index = Math.max(0, forwarded.length - trust.hops);
    return { ip: forwarded[index] ?? peer, hops: trust.hops };
  }
  // Walk from the peer towards the client while each address is one of the trusted proxies.
  let ip = peer;
  let hops = 0;
  while (isTrustedProxy(trust, ip)) {
    hops += 1;
    const next = forwarded[forwarded.length - hops];
    if (next === undefined) break;
    ip = next;
  }
  return { ip, hops };
}

const hopsOfRequest = new WeakMap<Request, number>();

/** Remembers, once per request (server/app.ts), how many trusted proxies it came through. */
export function rememberHops(request: Request, hops: number): void {
  hopsOfRequest.set(request, hops);
}

/** A forwarded header's value set by the outermost trusted proxy (its right-most entries are the proxies'). */
export function forwardedValue(request: Request, trust: TrustProxy, name: string): string | undefined {
  if (trust.kind === "none") return undefined;
  const hops = hopsOfRequest.get(request) ?? (trust.kind === "hops" ? trust.hops : 0);
  if (hops === 0) return undefined;
  const values = entries(request.headers.get(name));
  if (values.length === 0) return undefined;
  return values[Math.max(0, values.length - hops)];
}
