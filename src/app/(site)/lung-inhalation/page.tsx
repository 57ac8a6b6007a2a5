import { PageHeading } from "@/ui/page-heading";

export const metadata = { title: "폐호흡 액상" };

export default function LungInhalationPage() {
  return <PageHeading title="폐호흡 액상" />;
}
