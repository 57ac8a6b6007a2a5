import { adminPage } from "@/app/admin/_shell/admin-page";
import { ManufacturerManager, listManufacturersWithCounts } from "@/domains/catalog/admin";
import { PageHeading } from "@/ui/page-heading";

export const metadata = { title: "제조사 관리" };

export default adminPage("/admin/manufacturers", async () => {
  const manufacturers = await listManufacturersWithCounts();
  return (
    <>
      <PageHeading
        title="제조사 관리"
        description={`제조사 ${manufacturers.length}곳 · 이름이 둘로 나뉜 제조사는 합치기로 하나로 만드세요.`}
      />
      <ManufacturerManager manufacturers={manufacturers} />
    </>
  );
});
