// A Chromium performance trace of a page load with the CPU slowed 4× (as Lighthouse's mobile profile does, but real):
// the renderer main thread's long tasks (> 50 ms), their blocking time (the part over 50 ms) and what ran inside them,
// by kind and script. Used by trace.ts (a command) and run.ts (its real-throttling column beside Lighthouse's).
import type { Browser } from "playwright-core";

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: Record<string, unknown> };

const LONG_TASK_MS = 50;
const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const named = events.filter((e) => e.name === "thread_name" && (e.args?.name as string) === "CrRendererMain");
  // The page's renderer is the one whose main thread parsed HTML and ran the most (extensions' and blank pages' renderers idle).
  const busyMs = (pid: number, tid: number) =>
    events.filter((x) => x.pid === pid && x.tid === tid && TASK_NAMES.has(x.name)).reduce((sum, x) => sum + (x.dur ?? 0), 0);
  const busiest = named
    .filter((e) => events.some((x) => x.pid === e.pid && x.tid === e.tid && x.name === "ParseHTML"))
    .map((e) => ({ pid: e.pid, tid: e.tid, work: busyMs(e.pid, e.tid) }))
    .sort((a, b) => b.work - a.work)[0];
  if (!busiest) throw new Error("no renderer main thread in the trace");
  return busiest;
}

/** What a trace event inside a long task stands for: a script's URL (its file name) or the kind of work. */
function label(event: TraceEvent): string {
  const data = (event.args?.data ?? {}) as { url?: string; functionName?: string };
  const url = data.url ? data.url.replace(/^https?:\/\/[^/]+/, "").replace(/^\/_next\/static\/chunks\//, "chunk ") : "";
  return url ? `${event.name} ${url}` : event.name;
}

function summarize(events: TraceEvent[]) {
  const { pid, tid } = mainThread(events);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.dur !== undefined);
  const tasks = own.filter((e) => TASK_NAMES.has(e.name) && e.dur! / 1000 > LONG_TASK_MS);
  const byLabel = new Map<string, number>();
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    // The task's direct work: events inside it that no other inner event contains.
    const inner = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end && !TASK_NAMES.has(e.name));
    const top = inner.filter((e) => !inner.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!));
    for (const e of top) byLabel.set(label(e), (byLabel.get(label(e)) ?? 0) + e.dur! / 1000);
  }
  return {
    longTasks: tasks.map((t) => Math.round(t.dur! / 1000)),
    blockingMs: Math.round(tasks.reduce((sum, t) => sum + t.dur! / 1000 - LONG_TASK_MS, 0)),
    top: [...byLabel.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12),
  };
}

/** Loads `url` once in a fresh phone-sized context of `browser` with the CPU slowed 4×, traced until 3 s after `load`. */
export async function traceLoad(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    await context.addCookies([{ name: "adult_ok", value: "1", url }]);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await browser.startTracing(tab, {
      categories: ["devtools.timeline", "v8.execute", "disabled-by-default-devtools.timeline", "blink.user_timing"],
    });
    await tab.goto(url, { waitUntil: "load" });
    await tab.waitForTimeout(3000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return summarize(trace.traceEvents);
  } finally {
    await context.close();
  }
}
