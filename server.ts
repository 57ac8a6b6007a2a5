import "@/server/allow-server-only";
import { logger } from "@/platform/logger";
import { startServer, StartupError } from "@/server/start-server";

const dev = process.env.NODE_ENV !== "production";

startServer({ dev })
  .then((server) => {
    logger.info(`액상픽이 http://localhost:${server.port} 에서 실행 중입니다 (${dev ? "개발" : "운영"} 모드)`);
    const shutdown = (signal: string) => {
      logger.info(`${signal}: 종료 중…`);
      const deadline = setTimeout(() => process.exit(1), 10_000);
      deadline.unref();
      server.stop().then(
        () => process.exit(0),
        (err) => {
          logger.error({ err }, "종료 중 오류");
          process.exit(1);
        },
      );
    };
    process.once("SIGTERM", () => shutdown("SIGTERM"));
    process.once("SIGINT", () => shutdown("SIGINT"));
  })
  .catch((error) => {
    // One clear line naming what is wrong (a bad env var, a failed migration); no stack for known causes.
    if (error instanceof StartupError) console.error(error.message);
    else console.error("시작 실패:", error);
    process.exit(1);
  });
