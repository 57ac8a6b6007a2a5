import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spawnChild, type ClusterChild } from "./child-process";

const DEPLOY_CONFIG = path.resolve(import.meta.dirname, "..", "..", "deploy", "nginx.conf");

function nginxBinary(): string | null {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (spawnSync(candidate, ["-v"]).status === 0) return candidate;
  return null;
}

/** nginx from Debian's package, installed quietly when missing (as root, like the README says). */
export function ensureNginx(log: (line: string) => void): string {
  const found = nginxBinary();
  if (found) return found;
  log("nginx가 없어 설치합니다: apt-get install nginx …");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () => spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx"], { env, stdio: "ignore" }).status;
  if (install() !== 0) {
    execFileSync("apt-get", ["update", "-qq"], { env, stdio: "ignore" });
    if (install() !== 0) throw new Error("nginx를 설치하지 못했습니다 (apt-get install nginx). root로 실행하거나 nginx를 먼저 설치하세요.");
  }
  const installed = nginxBinary();
  if (!installed) throw new Error("nginx를 설치했지만 찾을 수 없습니다");
  return installed;
}

/**
 * deploy/nginx.conf with this cluster's instances and port, wrapped in a main config that runs nginx
 * in the foreground from a temporary folder (pid, temp files and the JSON access log there).
 */
export function renderNginxConfig({ dir, port, upstreams }: { dir: string; port: number; upstreams: string[] }): string {
  const site = readFileSync(DEPLOY_CONFIG, "utf8")
    .replace(
      /# upstream servers:start[\s\S]*?# upstream servers:end/,
      upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=2s;`).join("\n    "),
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port} backlog=4096;`)
    .replace(/access_log \/var\/log\/nginx\/aeksangpick\.log/, `access_log ${path.join(dir, "access.log")}`);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `worker_processes 2;
worker_rlimit_nofile 20000;
pid ${path.join(dir, "nginx.pid")};
error_log stderr warn;
events { worker_connections 10000; }
http {
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
${site}
}
`;
}

/** Starts nginx in the foreground (a child of this process) with the rendered config. */
export function startNginx({
  binary,
  dir,
  port,
  upstreams,
  echo,
}: {
  binary: string;
  dir: string;
  port: number;
  upstreams: string[];
  echo?: (name: string, line: string) => void;
}): ClusterChild {
  mkdirSync(dir, { recursive: true });
  // Worker processes run as `nobody` when nginx starts as root: they must write their temp files.
  chmodSync(dir, 0o777);
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, renderNginxConfig({ dir, port, upstreams }));
  return spawnChild({ name: "nginx", command: binary, args: ["-p", dir, "-c", file, "-g", "daemon off;"], env: process.env, echo });
}
