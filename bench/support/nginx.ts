import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../tests/support/server-process";

export interface StaticServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx (`apt-get install -y nginx`) serving `root` as static files on a free port:
 * one worker process (the Node server is one process too), no access log (nor has the Node
 * server's request log at the level the benchmark runs it). `gzip`: text compressed as a
 * static host would (level 9, as the app's assets are precompressed at their smallest).
 */
export async function startNginx(root: string, workDir: string, { gzip = false } = {}): Promise<StaticServer> {
  if (spawnSync("nginx", ["-v"]).error) throw new Error("nginx is not installed: apt-get install -y nginx");
  const port = await freePort();
  const config = path.join(workDir, "nginx.conf");
  fs.writeFileSync(
    config,
    `worker_processes 1;
daemon off;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  include /etc/nginx/mime.types;
  ${gzip ? "gzip on; gzip_comp_level 9; gzip_min_length 1024; gzip_types text/css application/javascript application/json image/svg+xml;" : ""}
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    etag on;
  }
}
`,
  );
  const child = spawn("nginx", ["-c", config, "-p", workDir], { stdio: ["ignore", "ignore", "inherit"] });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(baseUrl, child);
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGQUIT");
      }),
  };
}

async function waitUntilServing(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      await fetch(baseUrl);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error("nginx did not start within 5 s");
}
