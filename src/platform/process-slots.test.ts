import { describe, expect, it, vi } from "vitest";

describe("process slots", () => {
  it("give every copy of a module the same value, as Next's bundles and server.ts each load their own copy", async () => {
    const first = await import("./process-slots");
    vi.resetModules();
    const second = await import("./process-slots");
    expect(second).not.toBe(first);

    const value = { shared: true };
    first.processSlot<object>("siteSettings").set(value);
    try {
      expect(second.processSlot<object>("siteSettings").get()).toBe(value);
      expect(second.processSlot<object>("siteSettings").getOrCreate(() => ({ shared: false }))).toBe(value);
    } finally {
      first.processSlot<object>("siteSettings").set(undefined);
    }
  });

  it("create a missing value once", async () => {
    const { processSlot } = await import("./process-slots");
    const slot = processSlot<number[]>("pageViewWriter");
    const create = vi.fn(() => [1]);
    try {
      expect(slot.getOrCreate(create)).toBe(slot.getOrCreate(create));
      expect(create).toHaveBeenCalledTimes(1);
    } finally {
      slot.set(undefined);
    }
  });
});
