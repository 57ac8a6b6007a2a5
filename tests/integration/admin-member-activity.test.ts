import { NextRequest } from "next/server";
import { expect, it } from "vitest";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { moderateMember } from "@/domains/accounts/admin/moderate-member";
import { createPost } from "@/domains/community/posts/post-mutations";
import { createSavedSearch } from "@/domains/wishlist/saved-searches";
import { createAdmin, createMember, sessionCookieFor } from "../support/account-factories";
import { createNotifications } from "../support/notification-factories";
import { createPushSubscription } from "../support/push-subscription-factories";
import { describeEachDatabase } from "../support/test-db";
import { fillWishlist } from "../support/wishlist-factories";

describeEachDatabase("/admin/users activity summary", () => {
  it("counts each member's wishlist, saved searches, notifications, push subscriptions, posts, comments, reviews, audit entries and ban history", async () => {
    const admin = await createAdmin({ name: "운영자" });
    const member = await createMember();
    const quiet = await createMember();
    await fillWishlist({ userId: member.id, count: 3 });
    await createSavedSearch({ userId: member.id, path: "/mouth-inhalation?vg=50" });
    await createNotifications({ userId: member.id, count: 4 });
    await createNotifications({ userId: member.id, count: 2, isRead: true });
    await createPushSubscription({ userId: member.id, endpoint: `https://push.example/${member.id}` });
    await createPost({ user: member, input: { board: "free", title: "첫 글", content: "<p>안녕하세요</p>" } });
    await moderateMember({ actor: admin, userId: member.id, banned: true, reason: "광고 도배" });
    await moderateMember({ actor: admin, userId: member.id, banned: false, reason: "소명 확인" });
    await moderateMember({ actor: admin, userId: member.id, grade: "ADMIN" });

    const cookie = await sessionCookieFor(admin);
    const response = await listUsers(
      new NextRequest(`http://localhost:3000/api/admin/users?q=${encodeURIComponent(member.email!)}`, {
        headers: { cookie: `${cookie.name}=${cookie.value}` },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    const { activity } = await response.json();
    expect(activity[member.id]).toEqual({
      figures: [
        { label: "찜", value: 3 },
        { label: "저장한 검색", value: 1 },
        { label: "알림", value: 6, note: "안 읽음 4" },
        { label: "푸시 구독", value: 1 },
        { label: "게시글", value: 1 },
        { label: "댓글", value: 0 },
        { label: "리뷰", value: 0 },
      ],
      auditEntries: 3,
      banHistory: [
        { at: expect.any(String), banned: false, reason: "소명 확인", by: "운영자" },
        { at: expect.any(String), banned: true, reason: "광고 도배", by: "운영자" },
      ],
    });
    expect(activity[quiet.id]).toBeUndefined(); // not on this page of the search
  });
});
