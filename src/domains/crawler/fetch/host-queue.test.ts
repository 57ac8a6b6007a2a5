import { describe, expect, it } from "vitest";
import { createHostQueue } from "@/domains/crawler/fetch/host-queue";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("createHostQueue", () => {
  it("runs one task at a time per host, with the delay between them", async () => {
    const queue = createHostQueue();
    const log: string[] = [];
    let active = 0;
    let maxActive = 0;
    const task = (name: string) => async () => {
      active++;
      maxActive = Math.max(maxActive, active);
      log.push(`start ${name} ${Date.now()}`);
      await sleep(10);
      active--;
      log.push(`end ${name} ${Date.now()}`);
      return name;
    };
    const started = Date.now();
    const results = await Promise.all([queue.run("a", 40, task("1")), queue.run("a", 40, task("2")), queue.run("a", 40, task("3"))]);
    expect(results).toEqual(["1", "2", "3"]);
    expect(maxActive).toBe(1);
    // Three 10 ms tasks with two 40 ms gaps.
    expect(Date.now() - started).toBeGreaterThanOrEqual(105);
    const times = log.map((line) => Number(line.split(" ")[2]));
    expect(times).toHaveLength(6);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(38);
  });

  it("runs different hosts in parallel", async () => {
    const queue = createHostQueue();
    const started = Date.now();
    await Promise.all(["a", "b", "c"].map((host) => queue.run(host, 0, () => sleep(30))));
    expect(Date.now() - started).toBeLessThan(80);
  });

  it("keeps going after a failed task", async () => {
    const queue = createHostQueue();
    await expect(queue.run("a", 0, () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(queue.run("a", 0, async () => "ok")).resolves.toBe("ok");
  });
});
