import "server-only";

/** Backups' face: one now, the daily ones, their files, and a restore. */
export { backUpNow } from "./back-up-now";
export { startDailyBackups } from "./daily-backups";
export { listBackupFiles, type BackupFile } from "./backup-files";
export { restoreBackup, RestoreRefused } from "./restore-backup";
