import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { recordAuditEntry, type AuditActor } from "@/domains/audit/record-audit-entry";
import { uniqueViolationConstraint } from "@/platform/db/constraint-violation";
import { getDb } from "@/platform/db/client";
import { conflict, notFound } from "@/platform/errors";
import { boards } from "../schema";

export const boardInput = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{1,29}$/, "주소는 영문 소문자로 시작하는 2~30자(영문 소문자·숫자·-)로 입력해 주세요."),
  name: z.string().trim().min(1, "게시판 이름을 입력해 주세요.").max(20, "게시판 이름은 20자 이하로 입력해 주세요."),
  description: z.string().trim().max(100).default(""),
  sortOrder: z.number().int().min(0).max(1000).default(100),
  adminOnly: z.boolean().default(false),
  visible: z.boolean().default(true),
});
export const boardUpdateInput = boardInput.omit({ slug: true }).partial();

/** Adds a board (its slug is its address: `/community?board=<slug>`). */
export async function createBoard({ actor, input }: { actor: AuditActor; input: z.infer<typeof boardInput> }): Promise<{ id: number }> {
  try {
    return await getDb().transaction(async (tx) => {
      const [row] = await tx.insert(boards).values(input).returning({ id: boards.id });
      await recordAuditEntry({ db: tx, actor, action: "community.board.create", target: { type: "board", id: row!.id }, after: input });
      return row!;
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) !== null) throw conflict("이미 있는 게시판 주소입니다.", "board_exists");
    throw error;
  }
}

/** Renames, reorders, shows/hides a board or makes it admin-only. */
export async function updateBoard({ actor, id, input }: { actor: AuditActor; id: number; input: z.infer<typeof boardUpdateInput> }) {
  await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(boards).where(eq(boards.id, id));
    if (!before) throw notFound("없는 게시판입니다.");
    await tx.update(boards).set(input).where(eq(boards.id, id));
    await recordAuditEntry({ db: tx, actor, action: "community.board.update", target: { type: "board", id }, before, after: input });
  });
}
