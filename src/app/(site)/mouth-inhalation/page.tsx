import { PageHeading } from "@/ui/page-heading";

export const metadata = { title: "입호흡 액상" };

export default function MouthInhalationPage() {
  return <PageHeading title="입호흡 액상" />;
}
