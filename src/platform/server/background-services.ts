import type { Config } from "@/platform/config";
import type { DbHandle } from "@/platform/db/client";

/** Work that runs beside the web server (crawl scheduler, notification fan-out…). */
export type BackgroundService = { name: string; stop: () => Promise<void> };
export type BackgroundServiceStarter = (ctx: { config: Config; db: DbHandle }) => Promise<BackgroundService | null>;

/** Each domain that runs in the background adds its starter here; started after migrations, stopped first. */
export const backgroundServiceStarters: BackgroundServiceStarter[] = [];
