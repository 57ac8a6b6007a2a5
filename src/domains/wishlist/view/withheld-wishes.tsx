import type { WithheldProduct } from "@/domains/catalog/product-policy";

/** Wishes of products the compliance policy withholds: name and the reason only, no price, photo or link. */
export function WithheldWishes({ items }: { items: WithheldProduct[] }) {
  if (!items.length) return null;
  return (
    <section
      className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
      aria-labelledby="withheld-wishes"
      data-testid="withheld-wishes"
    >
      <h2 id="withheld-wishes" className="font-bold">
        지금은 가격을 보여 드릴 수 없는 관심상품
      </h2>
      <ul className="mt-2 divide-y divide-gray-100">
        {items.map((item) => (
          <li key={item.id} className="py-2" data-testid="withheld-wish" data-product-id={item.id}>
            <p className="text-xs text-gray-600">{item.manufacturerName}</p>
            <p className="font-semibold">{item.name}</p>
            <p className="text-sm text-gray-700">{item.reason}</p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-gray-500">
        관심상품은 지워지지 않고 그대로 남아 있습니다. 정책이 바뀌면 다시 가격과 알림을 받을 수 있습니다.
      </p>
    </section>
  );
}
