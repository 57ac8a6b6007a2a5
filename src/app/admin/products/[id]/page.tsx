import Link from "next/link";
import { notFound } from "next/navigation";
import { adminPage } from "@/app/admin/_shell/admin-page";
import { listAdminOffersForProduct, AdminOfferPanel, AdminProductEditor, getAdminProduct, LegalClassBadge } from "@/domains/catalog/admin";
import { listManufacturers } from "@/domains/catalog/listing";
import { wonOrDash } from "@/ui/format-won";
import { PageHeading } from "@/ui/page-heading";
import { AddOfferForm } from "./add-offer-form";

export const metadata = { title: "상품 편집" };

type Props = { params: Promise<{ id: string }> };

export default adminPage<Props>("/admin/products", async ({ params }) => {
  const id = Number((await params).id);
  const product = Number.isInteger(id) && id > 0 ? await getAdminProduct({ id }) : null;
  if (!product) notFound();
  const [offers, manufacturers] = await Promise.all([listAdminOffersForProduct({ productId: id }), listManufacturers()]);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <PageHeading
          title={product.name}
          description={`상품 #${product.id} · 최저가 (배송비 포함) ${wonOrDash(product.lowestTotalPrice)} · 상품가 최저 ${wonOrDash(product.lowestPrice)} · 30일 최저 ${wonOrDash(product.low30d)}`}
        />
        <Link href={`/products/${product.id}`} target="_blank" className="text-sm text-brand-700 underline">
          사이트에서 보기
        </Link>
      </div>
      <p className="text-sm text-gray-700">
        법적 분류 (니코틴 함량에서 자동으로 정해집니다):{" "}
        <LegalClassBadge legalClass={product.legalClass} withheldReason={product.withheldReason} />
      </p>
      <AdminProductEditor productId={product.id} initial={product} manufacturers={manufacturers} />
      <AdminOfferPanel offers={offers} addForm={<AddOfferForm productId={product.id} />} />
    </div>
  );
});
