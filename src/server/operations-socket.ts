import { rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import path from "node:path";
import type { BackgroundServiceStarter } from "@/platform/background-service";
import { logger } from "@/platform/logger";

/** Where `npm run backup` finds the running embedded server: only whoever may read DATA_DIR may ask. */
export const operationsSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), "ops.sock");

/**
 * Embedded default: PGlite is one process's, so `npm run backup` asks the running server over a Unix socket in DATA_DIR
 * (one JSON line in: {"command":"backup","withSecrets":bool,"out"?}; one out: {"file","bytes"} or {"error"}), and the
 * daily backups run here too.
 */
export const startOperationsSocket: BackgroundServiceStarter = async ({ config, db }) => {
  if (db.driver !== "pglite") return null;
  const { backUpNow, startDailyBackups } = await import("@/domains/operations/backup");
  const socketPath = operationsSocketPath(config.DATA_DIR);
  rmSync(socketPath, { force: true });
  const server: Server = createServer((socket) => {
    let input = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      input += chunk;
      if (!input.includes("\n")) return;
      void (async () => {
        try {
          const request = JSON.parse(input.split("\n")[0]!) as { command?: string; withSecrets?: boolean; out?: string };
          if (request.command !== "backup") throw new Error("알 수 없는 명령입니다");
          socket.end(`${JSON.stringify(await backUpNow({ withSecrets: request.withSecrets === true, out: request.out }))}\n`);
        } catch (err) {
          logger.error({ err }, "백업 요청 실패");
          socket.end(`${JSON.stringify({ error: err instanceof Error ? err.message : String(err) })}\n`);
        }
      })();
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(socketPath, resolve));
  const daily = startDailyBackups();
  return {
    name: "operations-socket",
    stop: async () => {
      await daily.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(socketPath, { force: true });
    },
  };
};
