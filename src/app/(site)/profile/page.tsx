import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { EmailAlertsSection } from "@/domains/email-alerts/email-alerts-section";
import { ApiKeysSection } from "@/domains/accounts/api-keys";
import { KakaoTalkAlertsCard } from "@/domains/kakao-talk/kakao-talk-card";
import { kakaoConfigured } from "@/domains/kakao-talk/kakao-api";
import { LinkedAccounts } from "@/domains/accounts/linking";
import { ProfileSettings } from "@/domains/accounts/members";
import { OUTSIDE_CHANNELS } from "@/domains/accounts/notification-kinds";
import { getProfile } from "@/domains/accounts/queries";
import "@/domains/wishlist/withdrawal-cleanup";
import { PushSwitch } from "@/domains/push/push-switch";
import "@/domains/push/withdrawal-cleanup";
import { WebhooksSection } from "@/domains/webhooks/webhooks-section";
import { requireUserPage, signInPathFor } from "@/platform/auth/page-guards";
import { firstParam, type PageSearchParams } from "@/platform/http/search-params";
import { PageHeading } from "@/ui/page-heading";

export const metadata: Metadata = { title: "내 정보", robots: { index: false } };

export default async function ProfilePage({ searchParams }: PageSearchParams) {
  const params = await searchParams;
  const user = await requireUserPage({ callbackUrl: "/profile" });
  const profile = await getProfile({ userId: user.id });
  if (!profile) redirect(signInPathFor("/profile"));
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeading title="내 정보" description={profile.email ?? undefined} />
      <ProfileSettings
        profile={profile}
        outsideChannels={OUTSIDE_CHANNELS.filter((channel) => channel !== "kakao" || kakaoConfigured())}
        pushSwitch={
          <>
            <PushSwitch />
            <EmailAlertsSection userId={user.id} email={profile.email} />
            <KakaoTalkAlertsCard userId={user.id} outcome={firstParam(params.kakao_talk)} />
            <WebhooksSection userId={user.id} />
          </>
        }
        apiKeys={<ApiKeysSection userId={user.id} docsHref="/developers/api" />}
        linkedAccounts={<LinkedAccounts userId={user.id} link={firstParam(params.link)} provider={firstParam(params.provider)} />}
      />
    </div>
  );
}
