import { randomBytes } from "node:crypto";
import pg from "pg";
import { type NginxProxy, startNginxProxy, unitEnvironment } from "./nginx-proxy";
import { withDatabase } from "./postgres-url";
import { type RunningServer, runServer } from "./server-runner";
import { freePort } from "./throwaway-postgres";

export interface Cluster {
  /** The cluster's own database (created empty; the instances migrate it as they start). */
  databaseUrl: string;
  instances: RunningServer[];
  proxy: NginxProxy;
  /** Starts instance `index` again on its port (after it was stopped or killed), as systemd would. */
  restart(index: number): Promise<RunningServer>;
  /** Stops nginx and the instances still running, and drops the database. */
  close(): Promise<void>;
}

/**
 * A fresh database on the PostgreSQL of `adminUrl`, `count` server processes started at once on it with
 * the systemd unit's environment (docs/deploy/potentia@.service), and nginx balancing them with the
 * documented proxy configuration (docs/deploy/). `env` adds to each instance's environment.
 */
export async function startCluster(options: {
  adminUrl: string;
  count: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const name = `potentia_cluster_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = withDatabase(options.adminUrl, name);
  const instances: RunningServer[] = [];
  let proxy: NginxProxy | undefined;
  const close = async () => {
    await proxy?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    const ports: number[] = [];
    while (ports.length < options.count + 1) {
      const port = await freePort();
      if (!ports.includes(port)) ports.push(port);
    }
    const proxyPort = ports.pop() ?? 0;
    const start = (port: number) =>
      runServer({ env: { ...unitEnvironment(port), DATABASE_URL: databaseUrl, ...options.env } });
    const started = await Promise.allSettled(ports.map(start));
    for (const result of started) if (result.status === "fulfilled") instances.push(result.value);
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    proxy = await startNginxProxy({ port: proxyPort, upstreamPorts: ports });
    const restart = async (index: number) => {
      await instances[index]?.stop();
      const instance = await start(ports[index] ?? 0);
      instances[index] = instance;
      return instance;
    };
    return { databaseUrl, instances, proxy, restart, close };
  } catch (error) {
    await close();
    throw error;
  }
}
