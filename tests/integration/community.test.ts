import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import * as commentRoute from "@/app/api/community/comments/[id]/route";
import * as commentsRoute from "@/app/api/community/posts/[id]/comments/route";
import * as likeRoute from "@/app/api/community/posts/[id]/like/route";
import * as postRoute from "@/app/api/community/posts/[id]/route";
import * as postsRoute from "@/app/api/community/posts/route";
import { NextRequest } from "next/server";
import * as viewRoute from "@/app/api/community/posts/[id]/view/route";
import * as reportsRoute from "@/app/api/community/reports/route";
import * as hiddenNoticeRoute from "@/app/api/community/posts/[id]/hidden-notice/route";
import * as adminReportsRoute from "@/app/api/admin/community/reports/route";
import { users } from "@/domains/accounts/schema";
import { listPostComments } from "@/domains/community/comments/comment-queries";
import { countMemberContent } from "@/domains/community/member-activity";
import { countOpenReports, listReportedContent } from "@/domains/community/moderation/moderation";
import { getPostDetail } from "@/domains/community/posts/post-queries";
import { posts } from "@/domains/community/schema";
import { listNotifications } from "@/domains/notifications/list-notifications";
import { forgetSiteSettings, defaultSiteSettings } from "@/domains/settings/get-site-settings";
import { updateSiteSettings } from "@/domains/settings/update-site-settings";
import { getDb } from "@/platform/db/client";
import { createAdmin, createMember, sessionCookieFor } from "../support/account-factories";
import { describeEachDatabase } from "../support/test-db";
import { callRoute } from "../support/wishlist-factories";

async function signedIn(overrides: Parameters<typeof createMember>[0] = {}) {
  const member = await createMember(overrides);
  return { member, cookie: await sessionCookieFor(member) };
}

async function writePost(cookie: { name: string; value: string }, body: Record<string, unknown> = {}) {
  const answer = await callRoute(postsRoute.POST, {
    method: "POST",
    cookie,
    body: { board: "free", title: "레몬 민트 후기", content: "<p>시원하고 <b>상큼</b>해요</p>", ...body },
  });
  expect(answer.status).toBe(200);
  return answer.json.id as number;
}

describeEachDatabase("community API", () => {
  it("answers 401 to visitors on every write", async () => {
    const params = { id: "1" };
    const calls = [
      callRoute(postsRoute.POST, { method: "POST", body: { board: "free", title: "t", content: "c" } }),
      callRoute(postRoute.PATCH, { method: "PATCH", params, body: { title: "t", content: "c" } }),
      callRoute(postRoute.DELETE, { method: "DELETE", params }),
      callRoute(commentsRoute.POST, { method: "POST", params, body: { content: "c" } }),
      callRoute(likeRoute.POST, { method: "POST", params }),
      callRoute(commentRoute.DELETE, { method: "DELETE", params }),
      callRoute(reportsRoute.POST, { method: "POST", body: { targetType: "post", targetId: 1 } }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(401);
  });

  it("stores sanitised HTML: no script, handler or javascript: link; links get rel=nofollow ugc noopener", async () => {
    const { cookie } = await signedIn();
    const id = await writePost(cookie, {
      title: "<img src=x onerror=alert(1)>제목",
      content:
        '<p onclick="alert(1)">안녕<script>alert(1)</script></p><a href="javascript:alert(1)">나쁜 링크</a><a href="https://example.kr/x">좋은 링크</a><img src="data:image/png;base64,AAAA"><img src="/media/community/0123456789abcdef01234567.webp" onerror="alert(1)">',
    });
    const [row] = await getDb().select().from(posts).where(eq(posts.id, id));
    expect(row!.contentHtml).not.toMatch(/script|onclick|onerror|javascript:|data:/i);
    expect(row!.contentHtml).toContain('<a href="https://example.kr/x" rel="nofollow ugc noopener" target="_blank">좋은 링크</a>');
    expect(row!.contentHtml).toContain('<img src="/media/community/0123456789abcdef01234567.webp" />');
    // The title is plain text, kept as typed; pages render it as text.
    expect(row!.title).toBe("<img src=x onerror=alert(1)>제목");
  });

  it("lists the latest posts across boards and per board, and finds them by words and by 초성", async () => {
    const { cookie } = await signedIn();
    const title = `블루베리 쿨 ${Date.now()}`;
    const id = await writePost(cookie, { board: "question", title });
    const all = await callRoute(postsRoute.GET, { url: "http://localhost:3000/api/community/posts" });
    expect(all.json.items.map((p: { id: number }) => p.id)).toContain(id);
    const onBoard = await callRoute(postsRoute.GET, { url: "http://localhost:3000/api/community/posts?board=free" });
    expect(onBoard.json.items.map((p: { id: number }) => p.id)).not.toContain(id);
    for (const q of ["블루베리", "ㅂㄹㅂㄹ", "블루베리 쿨"]) {
      const found = await callRoute(postsRoute.GET, { url: `http://localhost:3000/api/community/posts?q=${encodeURIComponent(q)}` });
      expect(
        found.json.items.map((p: { id: number }) => p.id),
        q,
      ).toContain(id);
    }
    const missing = await callRoute(postsRoute.GET, {
      url: `http://localhost:3000/api/community/posts?q=${encodeURIComponent("ㅋㅋㅋㅋㅋ")}`,
    });
    expect(missing.json.items.map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it("keeps notices to admins and pins them on the first page", async () => {
    const { cookie } = await signedIn();
    const refused = await callRoute(postsRoute.POST, {
      method: "POST",
      cookie,
      body: { board: "notice", title: "공지", content: "<p>x</p>" },
    });
    expect(refused.status).toBe(403);
    const admin = await createAdmin();
    const noticeId = await writePost(await sessionCookieFor(admin), { board: "notice", title: "운영 공지" });
    const list = await callRoute(postsRoute.GET, { url: "http://localhost:3000/api/community/posts" });
    expect(list.json.pinned[0].id).toBe(noticeId);
  });

  it("IDOR: another member's post and comment answer 403 and stay; a missing one 404", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const id = await writePost(owner.cookie);
    const params = { id: String(id) };
    expect(
      (await callRoute(postRoute.PATCH, { method: "PATCH", cookie: other.cookie, params, body: { title: "탈취", content: "<p>x</p>" } }))
        .status,
    ).toBe(403);
    expect((await callRoute(postRoute.DELETE, { method: "DELETE", cookie: other.cookie, params })).status).toBe(403);
    expect((await callRoute(postRoute.DELETE, { method: "DELETE", cookie: other.cookie, params: { id: "999999" } })).status).toBe(404);
    const comment = await callRoute(commentsRoute.POST, { method: "POST", cookie: owner.cookie, params, body: { content: "내 댓글" } });
    const commentParams = { id: String(comment.json.id) };
    expect(
      (await callRoute(commentRoute.PATCH, { method: "PATCH", cookie: other.cookie, params: commentParams, body: { content: "x" } }))
        .status,
    ).toBe(403);
    expect((await callRoute(commentRoute.DELETE, { method: "DELETE", cookie: other.cookie, params: commentParams })).status).toBe(403);
    expect((await getPostDetail({ id }))!.title).toBe("레몬 민트 후기");
    expect((await listPostComments({ postId: id }))[0]!.content).toBe("내 댓글");
  });

  it("edits and soft-deletes one's own post", async () => {
    const { cookie } = await signedIn();
    const id = await writePost(cookie);
    const params = { id: String(id) };
    expect(
      (await callRoute(postRoute.PATCH, { method: "PATCH", cookie, params, body: { title: "고친 제목", content: "<p>고침</p>" } })).status,
    ).toBe(200);
    expect(await getPostDetail({ id })).toMatchObject({ title: "고친 제목", contentHtml: "<p>고침</p>" });
    expect((await callRoute(postRoute.DELETE, { method: "DELETE", cookie, params })).status).toBe(200);
    expect(await getPostDetail({ id })).toBeNull();
    const [row] = await getDb().select().from(posts).where(eq(posts.id, id));
    expect(row!.deletedAt).not.toBeNull();
  });

  it("refuses a banned member's writes with 403", async () => {
    const { member, cookie } = await signedIn();
    const id = await writePost(cookie);
    // Banned on another instance a moment ago: the session is still within its check interval.
    await getDb().update(users).set({ bannedAt: new Date() }).where(eq(users.id, member.id));
    expect(
      (await callRoute(postsRoute.POST, { method: "POST", cookie, body: { board: "free", title: "t", content: "<p>c</p>" } })).status,
    ).toBe(403);
    expect(
      (await callRoute(commentsRoute.POST, { method: "POST", cookie, params: { id: String(id) }, body: { content: "c" } })).status,
    ).toBe(403);
    expect((await callRoute(likeRoute.POST, { method: "POST", cookie, params: { id: String(id) } })).status).toBe(403);
  });

  it("comments and replies notify the post's author and the replied-to commenter, as their preferences allow", async () => {
    const author = await signedIn();
    const commenter = await signedIn();
    const quiet = await signedIn({
      notificationPreferences: {
        kinds: { price_drop: true, all_time_low: true, back_in_stock: true, target_price: true, saved_search: true, community: false },
        push: false,
      },
    });
    const id = await writePost(author.cookie, { title: "알림 글" });
    const params = { id: String(id) };
    const first = await callRoute(commentsRoute.POST, { method: "POST", cookie: commenter.cookie, params, body: { content: "첫 댓글" } });
    const reply = await callRoute(commentsRoute.POST, {
      method: "POST",
      cookie: author.cookie,
      params,
      body: { content: "답글이에요", parentId: first.json.id },
    });
    // A reply to a reply joins the same thread.
    await callRoute(commentsRoute.POST, {
      method: "POST",
      cookie: quiet.cookie,
      params,
      body: { content: "끼어들기", parentId: reply.json.id },
    });
    const authorsList = await listNotifications({ userId: author.member.id, page: 1, limit: 10 });
    expect(authorsList.notifications.map((n) => n.content)).toEqual(expect.arrayContaining(["'알림 글'에 새 댓글: 첫 댓글"]));
    const commentersList = await listNotifications({ userId: commenter.member.id, page: 1, limit: 10 });
    expect(commentersList.notifications.map((n) => n.content)).toContain("내 댓글에 답글: 답글이에요");
    expect(commentersList.notifications[0]!.url).toMatch(new RegExp(`^/community/post/${id}#comment-\\d+$`));
    const threads = await listPostComments({ postId: id });
    expect(threads).toHaveLength(1);
    expect(threads[0]!.replies.map((r) => r.content)).toEqual(["답글이에요", "끼어들기"]);
    expect((await getPostDetail({ id }))!.commentCount).toBe(3);
    // The quiet member switched community notifications off: a reply to them creates nothing.
    await callRoute(commentsRoute.POST, {
      method: "POST",
      cookie: author.cookie,
      params,
      body: { content: "조용히", parentId: reply.json.id },
    });
    expect((await listNotifications({ userId: quiet.member.id, page: 1, limit: 10 })).notifications).toHaveLength(0);
  });

  it("toggles one like per member and counts a view once per visitor per day", async () => {
    const { cookie, member } = await signedIn();
    const fan = await signedIn();
    const id = await writePost(cookie);
    const params = { id: String(id) };
    expect((await callRoute(likeRoute.POST, { method: "POST", cookie: fan.cookie, params })).json).toEqual({ liked: true, likeCount: 1 });
    expect((await callRoute(likeRoute.POST, { method: "POST", cookie: fan.cookie, params })).json).toEqual({ liked: false, likeCount: 0 });
    await callRoute(likeRoute.POST, { method: "POST", cookie: fan.cookie, params });
    const seen = await callRoute(viewRoute.POST, { method: "POST", cookie: fan.cookie, params });
    expect(seen.json).toMatchObject({ viewCount: 1, likeCount: 1, liked: true, mine: false });
    expect((await callRoute(viewRoute.POST, { method: "POST", cookie: fan.cookie, params })).json.viewCount).toBe(1);
    const own = await callRoute(viewRoute.POST, { method: "POST", cookie, params });
    expect(own.json).toMatchObject({ viewCount: 2, liked: false, mine: true });
    expect((await countMemberContent({ userIds: [member.id] })).get(member.id)).toEqual({ posts: 1, comments: 0, reviews: 0 });
  });

  it("floods: 50 User-Agents from one address raise a post's view count by 3 at most", async () => {
    const { cookie } = await signedIn();
    const id = await writePost(cookie);
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}-${id}`;
    let last = 0;
    for (let i = 0; i < 50; i++) {
      const headers = { origin: "http://localhost:3000", "user-agent": `Mozilla/5.0 Browser/${i}`, "x-aeksangpick-client-ip": ip };
      const answer = await viewRoute.POST(
        new NextRequest(`http://localhost:3000/api/community/posts/${id}/view`, { method: "POST", headers }),
        {
          params: Promise.resolve({ id: String(id) }),
        },
      );
      last = (await answer.json()).viewCount;
    }
    expect(last).toBe(3);
  });

  it("refuses words on the admins' profanity list, however spaced", async () => {
    const admin = await createAdmin();
    await updateSiteSettings({ actor: admin, settings: { ...defaultSiteSettings(), profanityWords: ["바보", "광고문의"] } });
    forgetSiteSettings();
    try {
      const { cookie } = await signedIn();
      const answer = await callRoute(postsRoute.POST, {
        method: "POST",
        cookie,
        body: { board: "free", title: "안녕하세요", content: "<p>광 고 문 의 주세요</p>" },
      });
      expect(answer.status).toBe(400);
      expect(answer.json.error.code).toBe("banned_word");
    } finally {
      await updateSiteSettings({ actor: admin, settings: defaultSiteSettings() });
      forgetSiteSettings();
    }
  });

  it("reports reach the admins, who hide the post (gone from lists) or dismiss; members cannot decide", async () => {
    const { cookie } = await signedIn();
    const reporter = await signedIn();
    const id = await writePost(cookie, { title: "신고될 글" });
    const before = await countOpenReports();
    expect(
      (
        await callRoute(reportsRoute.POST, {
          method: "POST",
          cookie: reporter.cookie,
          body: { targetType: "post", targetId: id, reason: "스팸·광고", detail: "홍보 글" },
        })
      ).status,
    ).toBe(200);
    expect(await countOpenReports()).toBe(before + 1);
    // One report per member and target: a repeat is refused in words; no reason, or one not on the list, is refused too.
    const again = await callRoute(reportsRoute.POST, {
      method: "POST",
      cookie: reporter.cookie,
      body: { targetType: "post", targetId: id, reason: "욕설·비방" },
    });
    expect(again.status).toBe(409);
    expect(again.json.error).toEqual({ code: "already_reported", message: "이미 신고했습니다. 운영진이 확인하고 있어요." });
    for (const body of [
      { targetType: "post", targetId: id },
      { targetType: "post", targetId: id, reason: "그냥" },
    ]) {
      const refused = await callRoute(reportsRoute.POST, { method: "POST", cookie: (await signedIn()).cookie, body });
      expect(refused.status).toBe(400);
      expect(refused.json.error.message).toBe("입력값이 올바르지 않습니다: 신고 사유를 골라 주세요.");
    }
    expect(await countOpenReports()).toBe(before + 1);
    const open = await listReportedContent({ status: "open" });
    expect(open.find((r) => r.targetId === id && r.targetType === "post")).toMatchObject({
      reportCount: 1,
      reasons: ["스팸·광고: 홍보 글"],
      item: { text: "신고될 글", hidden: false },
    });
    const decision = { targetType: "post", targetId: id, decision: "hide" };
    expect((await callRoute(adminReportsRoute.POST, { method: "POST", cookie, body: decision })).status).toBe(403);
    const admin = await createAdmin();
    expect(
      (await callRoute(adminReportsRoute.POST, { method: "POST", cookie: await sessionCookieFor(admin), body: decision })).status,
    ).toBe(200);
    expect(await getPostDetail({ id })).toBeNull();
    expect(await countOpenReports()).toBe(before);
    // Its page is a 404 for everyone; its author learns why.
    const notice = (viewer: { name: string; value: string }) =>
      callRoute(hiddenNoticeRoute.GET, { method: "GET", cookie: viewer, params: { id: String(id) } });
    expect(await notice(cookie)).toMatchObject({ status: 200, json: { title: "신고될 글" } });
    expect((await notice(reporter.cookie)).status).toBe(404);
    await callRoute(adminReportsRoute.POST, {
      method: "POST",
      cookie: await sessionCookieFor(admin),
      body: { ...decision, decision: "restore" },
    });
    expect(await getPostDetail({ id })).not.toBeNull();
  });
});
