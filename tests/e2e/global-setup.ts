import type { TestProject } from "vitest/node";
import { startAppServer, type AppServer } from "../support/app-server";

let server: AppServer | undefined;

/** One production server for the e2e suite, on the embedded database with demo data. */
export async function setup(project: TestProject) {
  server = await startAppServer();
  project.provide("baseUrl", server.baseUrl);
}

export async function teardown() {
  await server?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
