import { PageHeading } from "@/ui/page-heading";

export const metadata = { title: "랭킹" };

export default function RankingPage() {
  return <PageHeading title="랭킹" />;
}
