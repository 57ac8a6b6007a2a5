import { loadProduct } from "@/domains/catalog/product";
import { AdultGate } from "@/domains/accounts/adult";

// The 19+ notice guards products that exist; a missing one answers 404 ("없는 상품") to everyone.
export default async function ProductLayout({ children, params }: { children: React.ReactNode; params: Promise<{ id: string }> }) {
  const detail = await loadProduct((await params).id);
  if (!detail) return children;
  return <AdultGate pathPrefix="/products/">{children}</AdultGate>;
}
