// One archive of the database, uploaded images and settings: npm run backup [-- --with-secrets] [-- --out <file>]
// Embedded default: asks the running server (DATA_DIR/ops.sock), else opens DATA_DIR/pglite itself. PostgreSQL: pg_dump.
import "@/server/allow-server-only";
import { connect } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureSecrets } from "@/platform/secrets";
import { operationsSocketPath } from "@/server/operations-socket";

const { values } = parseArgs({ options: { "with-secrets": { type: "boolean", default: false }, out: { type: "string" } } });
const withSecrets = values["with-secrets"];
const out = values.out ? path.resolve(values.out) : undefined;
process.env.DATA_DIR ||= "./data";
if (withSecrets)
  console.warn(
    "경고: --with-secrets — 이 백업에는 세션 서명 키와 VAPID 개인 키가 들어갑니다. 가진 사람은 누구의 세션이든 만들 수 있으니 안전한 곳에만 두세요.",
  );

/** The running embedded server's answer, or null when none listens on DATA_DIR/ops.sock. */
function askRunningServer(): Promise<{ file?: string; bytes?: number; error?: string } | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(operationsSocketPath(process.env.DATA_DIR!));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify({ command: "backup", withSecrets, out })}\n`));
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("end", () => resolve(JSON.parse(answer)));
    socket.on("error", (err: NodeJS.ErrnoException) => (["ENOENT", "ECONNREFUSED"].includes(err.code ?? "") ? resolve(null) : reject(err)));
  });
}

async function backUpHere() {
  ensureSecrets(process.env, process.env.DATA_DIR!);
  const { getConfig } = await import("@/platform/config");
  const { openPglite, openPostgres, setDbHandle } = await import("@/platform/db/client");
  const config = getConfig();
  const handle = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, { max: 1 })
    : await openPglite(path.join(config.DATA_DIR, "pglite"));
  setDbHandle(handle);
  try {
    return await (await import("@/domains/operations/backup")).backUpNow({ withSecrets, out });
  } finally {
    await handle.close();
  }
}

try {
  const answer = process.env.DATABASE_URL ? null : await askRunningServer();
  if (answer?.error) throw new Error(answer.error);
  const result = answer ?? (await backUpHere());
  console.log(`백업 완료: ${result.file} (${result.bytes?.toLocaleString("ko-KR")} 바이트)`);
  process.exit(0);
} catch (error) {
  console.error(`백업 실패: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
