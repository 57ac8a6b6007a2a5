import type { Logger } from "pino";

export type DemoSeeder = { name: string; run: (log: Logger) => Promise<void> };

/** The demo data of the embedded default, in order. Each domain adds its seeder here. */
export const demoSeeders: DemoSeeder[] = [];

export async function seedDemoData(log: Logger): Promise<void> {
  for (const seeder of demoSeeders) {
    const started = Date.now();
    log.info(`데모 데이터: ${seeder.name} 생성 중…`);
    await seeder.run(log);
    log.info(`데모 데이터: ${seeder.name} 완료 (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  }
}
