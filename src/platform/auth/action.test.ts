import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { conflict } from "@/platform/errors";
import { requestCookies } from "@tests/support/next-headers-mock";
import { defineAction } from "./action";

vi.mock("next/headers", async () => (await import("@tests/support/next-headers-mock")).nextHeadersMock);
vi.mock("./current-user", () => ({
  getCurrentUser: vi.fn(async () =>
    requestCookies.has("member") ? { id: "u1", name: "회원", email: "m@example.kr", grade: "NORMAL" } : null,
  ),
}));

const input = z.object({
  nickname: z.string().min(2, "닉네임은 2자 이상이어야 합니다."),
  agree: z.literal("on", { error: "동의해 주세요." }),
});

describe("defineAction", () => {
  afterEach(() => requestCookies.clear());

  it("answers field errors in Korean before doing anything", async () => {
    const handler = vi.fn(async () => "done");
    const action = defineAction({ access: "public", input }, handler);
    const result = await action({ nickname: "가" });
    expect(result).toEqual({
      ok: false,
      error: { code: "invalid_input", message: "닉네임은 2자 이상이어야 합니다." },
      fieldErrors: { nickname: "닉네임은 2자 이상이어야 합니다.", agree: "동의해 주세요." },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("reads FormData and refuses signed-out callers of member actions with 401's code", async () => {
    const handler = vi.fn(async (ctx: { input: { nickname: string } }) => ctx.input.nickname);
    const action = defineAction({ access: "user", input }, handler);
    const form = new FormData();
    form.set("nickname", "김회원");
    form.set("agree", "on");
    expect(await action(form)).toEqual({ ok: false, error: { code: "unauthorized", message: "로그인이 필요합니다." } });
    requestCookies.set("member", "1");
    expect(await action(form)).toEqual({ ok: true, data: "김회원" });
  });

  it("refuses members in admin actions and maps AppErrors and unexpected errors", async () => {
    requestCookies.set("member", "1");
    const admin = defineAction({ access: "admin", input: z.object({}) }, async () => "secret");
    expect(await admin({})).toMatchObject({ ok: false, error: { code: "forbidden" } });
    const taken = defineAction({ access: "user", input: z.object({}) }, async () => {
      throw conflict("이미 사용 중인 닉네임입니다.", "nickname_taken");
    });
    expect(await taken({})).toEqual({ ok: false, error: { code: "nickname_taken", message: "이미 사용 중인 닉네임입니다." } });
    const broken = defineAction({ access: "user", input: z.object({}) }, async () => {
      throw new Error("db password is hunter2");
    });
    const result = await broken({});
    expect(result).toMatchObject({ ok: false, error: { code: "internal" } });
    expect(JSON.stringify(result)).not.toContain("hunter2");
  });
});
