// Restores an archive of `npm run backup` into a fresh DATA_DIR (embedded) or the empty database at DATABASE_URL:
//   npm run restore -- <archive>      A non-empty target is refused.
import "@/server/allow-server-only";
import path from "node:path";

const archive = process.argv[2];
if (!archive) {
  console.error("사용법: npm run restore -- <백업 파일>");
  process.exit(1);
}
const { restoreBackup, RestoreRefused } = await import("@/domains/operations/backup");
try {
  const dataDir = process.env.DATA_DIR || "./data";
  const { manifest, images } = await restoreBackup({
    archive: path.resolve(archive),
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  console.log(
    `복원 완료: ${manifest.createdAt}의 ${manifest.driver === "pglite" ? "내장 데이터베이스" : "PostgreSQL"} 백업, 이미지 ${images}개` +
      (manifest.withSecrets ? ", 비밀 값 포함" : " (비밀 값 없음: 첫 시작에 새로 만들어지고, 회원은 다시 로그인합니다)"),
  );
  process.exit(0);
} catch (error) {
  console.error(
    error instanceof RestoreRefused
      ? `복원 거부: ${error.message}`
      : `복원 실패: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
