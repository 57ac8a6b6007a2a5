// `npm run cluster`: the production topology on this machine — 2 web instances, 2 crawl workers and nginx
// in front (deploy/nginx.conf) on a fresh PostgreSQL database and an empty Redis database index, with the
// demo catalogue and demo shops. Ctrl-C (or SIGTERM) stops every process and drops the database.
import { execFileSync } from "node:child_process";
import os from "node:os";
import "@/server/allow-server-only";
import { freePort } from "./cluster/child-process";
import { seedDemoCatalogue } from "./cluster/seed-demo-catalogue";
import { startCluster } from "./cluster/start-cluster";

const env = process.env;
const count = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 8) throw new Error(`${name}: 1~8 사이의 정수여야 합니다`);
  return value;
};

execFileSync(process.execPath, ["--import", "tsx", "scripts/ensure-build.ts"], { stdio: "inherit" });

const { startDemoShopServer } = await import("@/demo/shops/demo-shop-server");
const demo = env.CLUSTER_DEMO !== "0";
const shops = demo ? await startDemoShopServer({ port: await freePort(), host: "127.0.0.1", priceControl: true }) : null;
const say = (line: string) => console.log(`[cluster] ${line}`);

const cluster = await startCluster({
  postgresUrl: env.CLUSTER_POSTGRES_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432/postgres`,
  redisUrl: env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379",
  webInstances: count("CLUSTER_WEB", 2),
  workers: count("CLUSTER_WORKERS", 2),
  proxyPort: env.CLUSTER_PORT ? Number(env.CLUSTER_PORT) : undefined,
  env: shops ? { DEMO_SHOPS_URL: shops.url, CRAWLER_ALLOW_HOSTS: new URL(shops.url).host } : {},
  log: say,
  echo: env.CLUSTER_QUIET === "1" ? undefined : (name, line) => console.log(`${name.padEnd(8)}| ${line}`),
  prepare: async ({ databaseUrl }) => {
    if (!shops) return;
    say("데모 데이터를 넣는 중… (10~60초)");
    await seedDemoCatalogue({ databaseUrl, shopsUrl: shops.url });
  },
});

say(`실행 중: ${cluster.proxyUrl} (nginx) → ${cluster.webs.map((w) => w.url).join(", ")}; 작업자 ${cluster.workers.length}개`);
if (shops) say(`데모 쇼핑몰 ${shops.url}; 데모 계정은 README의 표와 같습니다. Ctrl-C로 모두 종료합니다.`);

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  say(`${signal}: 모든 프로세스를 종료합니다…`);
  void (async () => {
    await cluster.stop();
    await shops?.close();
    say("종료했습니다 (데이터베이스와 Redis 키도 지웠습니다).");
    process.exit(0);
  })();
};
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
// A child that dies on its own is reported (the rest keep running, as in production).
for (const child of [...cluster.webs.map((w) => w.child), ...cluster.workers, cluster.nginx])
  void child.exited.then((code) => !stopping && say(`${child.name} 종료됨 (코드 ${code})`));
