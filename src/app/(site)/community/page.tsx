import { PageHeading } from "@/ui/page-heading";

export const metadata = { title: "커뮤니티" };

export default function CommunityPage() {
  return <PageHeading title="커뮤니티" />;
}
