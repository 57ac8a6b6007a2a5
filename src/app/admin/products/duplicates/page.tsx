import { adminPage } from "@/app/admin/_shell/admin-page";
import { AdminDuplicateProducts } from "@/domains/catalog/admin";
import { listDuplicateProposals, listRecentMerges } from "@/domains/catalog/duplicates";
import { PageHeading } from "@/ui/page-heading";

export const metadata = { title: "중복 상품" };

export default adminPage("/admin/products/duplicates", async () => {
  const [proposals, merges] = await Promise.all([listDuplicateProposals(), listRecentMerges()]);
  return (
    <>
      <PageHeading
        title="중복 상품"
        description="같은 제조사·용량·니코틴·호흡 방식에 이름만 다르게(띄어쓰기, 표기, 영문·한글) 적힌 상품입니다. 매일 밤 다시 찾습니다."
      />
      <AdminDuplicateProducts
        proposals={proposals.map(({ id, reason, products }) => ({ id, reason, products }))}
        merges={merges.map(({ id, fromId, fromName, intoId, intoName }) => ({ id, fromId, fromName, intoId, intoName }))}
      />
    </>
  );
});
