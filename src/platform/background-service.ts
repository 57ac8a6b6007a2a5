import type { Config } from "@/platform/config";
import type { DbHandle } from "@/platform/db/client";
import type { Topology } from "@/platform/topology";

/** Work that runs beside the web server (crawl scheduler, event bridge…): started after migrations, stopped first. */
export type BackgroundService = { name: string; stop: () => Promise<void> };
export type BackgroundServiceStarter = (ctx: { config: Config; db: DbHandle; topology: Topology }) => Promise<BackgroundService | null>;
