import pino from "pino";
import pretty from "pino-pretty";
import { processSlot } from "./process-slots";
import { requestLogFields } from "./request-context";

/** JSON lines for machines; readable lines when a person watches a terminal (LOG_FORMAT overrides). */
function destination(): pino.DestinationStream | undefined {
  const format = process.env.LOG_FORMAT ?? (process.stdout.isTTY ? "pretty" : "json");
  return format === "pretty" ? pretty({ sync: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" }) : undefined;
}

/** One process-wide logger. */
export const logger: pino.Logger = processSlot<pino.Logger>("logger").getOrCreate(() =>
  pino(
    {
      level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
      base: undefined,
      // Every line written while serving a request (or running a job it queued) names the request.
      mixin: requestLogFields,
    },
    destination(),
  ),
);
