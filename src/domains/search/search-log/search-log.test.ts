import { randomUUID } from "node:crypto";
import { desc } from "drizzle-orm";
import { expect, it } from "vitest";
import { searchLogs } from "../schema";
import { getDb } from "@/platform/db/client";
import { describeEachDatabase } from "@tests/support/test-db";
import { listPopularSearches } from "./list-popular-searches";
import { logSearch } from "./log-search";
import { MAX_QUERY_LENGTH, parseSearchQuery } from "../normalize-query";

const lastLogged = async () => (await getDb().select().from(searchLogs).orderBy(desc(searchLogs.id)).limit(1))[0];
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

const found = (q: string, total = 7) => ({ total, approximate: false, query: parseSearchQuery(q) });

describeEachDatabase("search log", () => {
  it("logs the normalised query with its result count", async () => {
    await logSearch({ q: "  ＬＥＭＯＮ   레몬!! ", result: found("  ＬＥＭＯＮ   레몬!! ") });
    expect(await lastLogged()).toMatchObject({ query: "lemon 레몬", resultCount: 7 });
  });

  it("caps long queries and skips empty ones", async () => {
    await logSearch({ q: "가".repeat(300), result: found("가".repeat(300), 1) });
    expect((await lastLogged())!.query).toBe("가".repeat(MAX_QUERY_LENGTH));
    const before = (await lastLogged())!.id;
    await logSearch({ q: " ?! ", result: found(" ?! ") });
    expect((await lastLogged())!.id).toBe(before);
  });

  it("leaves out searches that found nothing, typos shown respelt or similar, and 초성 keys", async () => {
    const before = (await lastLogged())?.id ?? 0;
    await logSearch({ q: "없는 맛", result: found("없는 맛", 0) });
    await logSearch({ q: "래몬", result: { ...found("래몬"), approximate: true } });
    await logSearch({ q: "ㄹㅁ", result: found("ㄹㅁ") });
    expect((await lastLogged())?.id ?? 0).toBe(before);
  });

  it("counts a visitor once a Seoul day for the same query", async () => {
    const ip = randomUUID();
    const morning = new Date("2026-03-02T00:30:00+09:00");
    for (const now of [morning, new Date("2026-03-02T23:30:00+09:00"), new Date("2026-03-03T00:10:00+09:00")]) {
      await logSearch({ q: "하루 한번", result: found("하루 한번"), ip, now });
    }
    for (let i = 0; i < 3; i++) await logSearch({ q: "하루 한번", result: found("하루 한번"), ip: randomUUID(), now: morning });
    const popular = await listPopularSearches({ since: new Date("2026-03-01T00:00:00Z"), limit: 50 });
    expect(popular.find((row) => row.query === "하루 한번")).toMatchObject({ searches: 5 });
  });

  it("floods: 4 addresses searching a word 50 times each cannot make it popular; a 5th visitor can", async () => {
    const word = `홍보단어 ${randomUUID().slice(0, 6)}`;
    const addresses = Array.from({ length: 4 }, () => randomUUID());
    for (const ip of addresses) for (let i = 0; i < 50; i++) await logSearch({ q: word, result: found(word), ip });
    const ranked = async () => (await listPopularSearches({ since: daysAgo(1), limit: 1_000 })).find((row) => row.query === word);
    expect(await ranked()).toBeUndefined();
    await logSearch({ q: word, result: found(word), ip: randomUUID() });
    expect(await ranked()).toMatchObject({ searches: 5 });
  });

  it("logs at most 20 searches per address in ten minutes", async () => {
    const count = async (query: string) => (await getDb().select().from(searchLogs)).filter((row) => row.query === query).length;
    // Rate-limit counters live in the process, across this file's database runs: fresh addresses each run.
    const [spammer, other] = [randomUUID(), randomUUID()];
    for (let i = 0; i < 25; i++) await logSearch({ q: `스팸 검색 ${i}`, result: found("스팸 검색"), ip: spammer });
    await logSearch({ q: "다른 주소", result: found("다른 주소"), ip: other });
    const spam = (await getDb().select().from(searchLogs)).filter((row) => row.query.startsWith("스팸 검색"));
    expect(spam).toHaveLength(20);
    expect(await count("다른 주소")).toBe(1);
  });

  it("lists popular searches since a moment, by distinct visitors, most searched first", async () => {
    const by = (n: number, row: { query: string; resultCount: number; searchedAt: Date }) =>
      Array.from({ length: n }, () => ({ ...row, visitorDay: randomUUID().slice(0, 22) }));
    const rows = [
      ...by(6, { query: "망고 인기", resultCount: 12, searchedAt: daysAgo(1) }),
      ...by(5, { query: "메론 인기", resultCount: 4, searchedAt: daysAgo(2) }),
      ...by(1, { query: "메론 인기", resultCount: 5, searchedAt: daysAgo(0.5) }),
      ...by(9, { query: "없는 인기", resultCount: 0, searchedAt: daysAgo(1) }),
      ...by(9, { query: "오래된 인기", resultCount: 3, searchedAt: daysAgo(40) }),
      // Rows logged without an address count for nobody.
      ...Array.from({ length: 9 }, () => ({ query: "주소없는 인기", resultCount: 3, searchedAt: daysAgo(1) })),
    ];
    await getDb().insert(searchLogs).values(rows);
    const popular = (await listPopularSearches({ since: daysAgo(7), limit: 10 })).filter((row) => row.query.endsWith("인기"));
    expect(popular).toEqual([
      { query: "메론 인기", searches: 6, lastResultCount: 5 },
      { query: "망고 인기", searches: 6, lastResultCount: 12 },
    ]);
    expect(await listPopularSearches({ since: daysAgo(7), limit: 1 })).toHaveLength(1);
  });
});
