import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { findUserByEmail } from "@/domains/accounts/queries";
import { listHomeSections } from "@/domains/catalog/listing";
import { createComment } from "@/domains/community/comments";
import { countMemberContent } from "@/domains/community/member-activity";
import { createPost } from "@/domains/community/posts";
import { createReview } from "@/domains/community/reviews";
import type { SessionUser } from "@/platform/auth/session-user";

const asSessionUser = (row: { id: string; nickname: string | null; email: string | null; grade: "NORMAL" | "ADMIN" }): SessionUser => ({
  id: row.id,
  name: row.nickname,
  email: row.email,
  grade: row.grade,
});

/** A lived-in community for the demo: a notice, a few posts with comments, and two product reviews (once). */
export async function seedDemoCommunity(): Promise<void> {
  const [adminRow, memberRow] = await Promise.all([
    findUserByEmail({ email: DEMO_ACCOUNTS.admin.email }),
    findUserByEmail({ email: DEMO_ACCOUNTS.member.email }),
  ]);
  if (!adminRow || !memberRow || (await countMemberContent({ userIds: [memberRow.id] })).get(memberRow.id)!.posts > 0) return;
  const [admin, member] = [asSessionUser(adminRow), asSessionUser(memberRow)];
  await createPost({
    user: admin,
    input: {
      board: "notice",
      title: "커뮤니티 이용 안내",
      content:
        "<p>액상픽 커뮤니티에 오신 것을 환영합니다.</p><ul><li>욕설·광고·개인정보는 숨겨질 수 있어요.</li><li>불편한 글은 <b>신고</b> 버튼으로 알려 주세요.</li></ul>",
    },
  });
  const first = await createPost({
    user: member,
    input: {
      board: "review",
      title: "입호흡 멘솔 액상 한 달 써 본 후기",
      content: "<p>쿨링은 <b>강한 편</b>이고 목넘김이 부드러워요.</p><blockquote>단맛이 조금 남는 게 아쉬워요.</blockquote>",
    },
  });
  await createPost({
    user: member,
    input: {
      board: "question",
      title: "폐호흡 입문용 VG 비율 추천해 주세요",
      content: "<p>처음 폐호흡으로 넘어가려는데 VG 70이 괜찮을까요?</p>",
    },
  });
  await createComment({ user: admin, postId: first.id, content: "좋은 후기 감사합니다! 쿨링 단계도 적어 주시면 더 좋아요." });
  const { popular } = await listHomeSections({ limit: 2 });
  for (const [i, product] of popular.slice(0, 2).entries())
    await createReview({
      user: member,
      productId: product.id,
      input: { rating: 5 - i, pros: "향이 진하고 오래가요", cons: i ? "조금 달아요" : "", flavorNotes: ["과일", "상큼"] },
    });
}
