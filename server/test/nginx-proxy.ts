import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Test and bench support: nginx (Debian package) in front of server instances, configured from the files a
 * real host uses (docs/deploy/): the upstream block of nginx.conf with the instances' ports put in, and
 * potentia-proxy.conf included as it is. Each nginx runs with its own prefix, config and pid in a temporary
 * directory, in the foreground, as a child of this process.
 */
const DEPLOY = path.resolve(import.meta.dirname, "../../docs/deploy");
export const NGINX = "/usr/sbin/nginx";
export const nginxInstalled = () => existsSync(NGINX);

const SERVER_LINE = /^(\s*)server 127\.0\.0\.1:\d+(.*)$/m;

/**
 * The `upstream potentia { ... }` block of docs/deploy/nginx.conf with one server line per port given, each
 * with the parameters of the file's first one.
 */
export function upstreamBlock(ports: number[]): string {
  const site = readFileSync(path.join(DEPLOY, "nginx.conf"), "utf8");
  const block = /^upstream potentia \{[\s\S]*?^\}/m.exec(site)?.[0];
  const server = block && SERVER_LINE.exec(block);
  if (!block || !server) throw new Error("docs/deploy/nginx.conf has no `upstream potentia` with a server");
  const [, indent, parameters] = server;
  const lines = ports.map((port) => `${indent}server 127.0.0.1:${port}${parameters}`).join("\n");
  return block.replace(new RegExp(`(${SERVER_LINE.source}\n?)+`, "m"), `${lines}\n`);
}

/**
 * The environment the systemd unit (docs/deploy/potentia@.service) gives an instance on `port`: its
 * Environment= lines, %i being the port (the host's EnvironmentFile adds DATABASE_URL and the like).
 */
export function unitEnvironment(port: number): Record<string, string> {
  const unit = readFileSync(path.join(DEPLOY, "potentia@.service"), "utf8");
  const env: Record<string, string> = {};
  for (const match of unit.matchAll(/^Environment=(\w+)=(.*)$/gm)) {
    env[match[1] ?? ""] = (match[2] ?? "").trim().replaceAll("%i", String(port));
  }
  return env;
}

export interface NginxProxy {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** nginx on 127.0.0.1:`port` balancing the instances on `upstreamPorts`; resolves once it answers. */
export async function startNginxProxy(options: {
  port: number;
  upstreamPorts: number[];
  /** A Linux CPU list for taskset (the bench pins processes). */
  cpus?: string;
}): Promise<NginxProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), "potentia-nginx-"));
  const config = path.join(dir, "nginx.conf");
  writeFileSync(
    config,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log stderr error;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${upstreamBlock(options.upstreamPorts)}
  server {
    listen 127.0.0.1:${options.port};
    include ${path.join(DEPLOY, "potentia-proxy.conf")};
  }
}
`,
  );
  const args = ["-c", config, "-p", dir];
  const child = options.cpus
    ? spawn("taskset", ["-c", options.cpus, NGINX, ...args], { stdio: ["ignore", "ignore", "pipe"] })
    : spawn(NGINX, args, { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr?.on("data", (chunk) => {
    errors += chunk;
  });
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, stop };
    } catch {
      // starting
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`nginx did not start:\n${errors}`);
}

/**
 * `nginx -t` on the real host's site file (docs/deploy/nginx.conf, its include and a throwaway self-signed
 * certificate in place of the host's paths): the documented HTTPS configuration is at least one nginx takes.
 */
export function checkSiteConfig(): { ok: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "potentia-nginx-site-"));
  try {
    const cert = path.join(dir, "cert.pem");
    const key = path.join(dir, "key.pem");
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost", "-days", "1"],
        ...["-keyout", key, "-out", cert],
      ],
      { stdio: "ignore" },
    );
    const site = readFileSync(path.join(DEPLOY, "nginx.conf"), "utf8")
      .replace(/\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/g, cert)
      .replace(/\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/g, key)
      .replaceAll("/etc/nginx/snippets/potentia-proxy.conf", path.join(DEPLOY, "potentia-proxy.conf"))
      .replaceAll("/var/log/nginx/", `${dir}/`);
    writeFileSync(path.join(dir, "site.conf"), site);
    writeFileSync(
      path.join(dir, "nginx.conf"),
      `pid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp { include ${dir}/site.conf; }\n`,
    );
    const result = spawnSync(NGINX, ["-t", "-c", path.join(dir, "nginx.conf"), "-p", dir], {
      encoding: "utf8",
    });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
