import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * nginx (Debian package, installed when missing and possible) serving the build's static files; `extra` goes
 * into its server block (headers, compression: `--vs-nginx`).
 */
export async function startNginx(
  root: string,
  port: number,
  core: number,
  extra = "",
): Promise<ChildProcess | undefined> {
  if (!existsSync("/usr/sbin/nginx")) {
    try {
      execFileSync("apt-get", ["install", "-y", "-qq", "nginx-light"], { stdio: "ignore" });
    } catch {
      try {
        execFileSync("bash", ["-c", "apt-get update -qq && apt-get install -y -qq nginx-light"], {
          stdio: "ignore",
        });
      } catch {
        return undefined;
      }
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log stderr error;
events { worker_connections 2048; }
http {
  access_log off;
  types { text/html html; text/javascript js; text/css css; }
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
${extra}
  }
}
`,
  );
  const child = spawn("taskset", ["-c", String(core), "/usr/sbin/nginx", "-c", conf, "-p", dir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 50; i++) {
    try {
      // Any answer means it listens (the root may not be a file: the home page is rendered per request).
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  return undefined;
}
