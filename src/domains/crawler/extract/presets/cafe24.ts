import type { Element } from "domhandler";
import { hasClass, isInside } from "@/domains/crawler/extract/dom-helpers";
import { findLabelledValue, LIST_PRICE_LABEL } from "@/domains/crawler/extract/labelled-value";
import { byClass, metaValues } from "@/domains/crawler/extract/page-index";
import {
  areas,
  firstIn,
  firstVisible,
  imageUrlOf,
  isTag,
  listPriceAbove,
  priceOf,
  textIn,
} from "@/domains/crawler/extract/presets/preset-helpers";
import type { Preset } from "@/domains/crawler/extract/presets/preset-types";
import { allOptionsSoldOut, readSelectOptions } from "@/domains/crawler/extract/select-options";
import { hasSoldOutMarker } from "@/domains/crawler/extract/sold-out-markers";
import { candidate, NONE } from "@/domains/crawler/extract/step-types";

// Cafe24 skins render the product with "xans-*" modules; `#span_product_price_text` is the 판매가,
// `#span_product_price_sale` the discounted price, and inactive branches carry class "displaynone".
const ACTION_AREAS = ["xans-product-action", "xans-product-detail", "ec-base-button", "infoArea", "headingArea"];

function isCafe24SoldOutMarker(element: Element): boolean {
  return (
    (hasClass(element, "icon_img") && hasClass(element, "soldout")) ||
    hasClass(element, "btn_soldout") ||
    element.attribs.id === "btnSoldout" ||
    (element.name === "img" && /icon_sellout|btn_soldout/i.test(element.attribs.src ?? ""))
  );
}

export const cafe24Preset: Preset = {
  method: "preset:cafe24",
  detect: ({ index }) =>
    index.byId.has("span_product_price_text") ||
    byClass(index, "xans-product-detail").length > 0 ||
    metaValues(index, "path_role").length > 0 ||
    index.usesCafe24Assets,
  isSoldOut({ index }) {
    const scopes = areas(index, ACTION_AREAS);
    return hasSoldOutMarker(index, { scopes: scopes.size > 0 ? scopes : undefined, isPlatformMarker: isCafe24SoldOutMarker });
  },
  run(context) {
    const { index, url } = context;
    const detail = areas(index, ["xans-product-detail"]);
    const byId = (id: string) => firstVisible([index.byId.get(id)]);
    const regular = priceOf(byId("span_product_price_text"));
    const sale = priceOf(byId("span_product_price_sale"));
    const price = sale !== null && sale > 0 ? sale : regular;
    if (price === null) return NONE;
    const custom =
      priceOf(byId("span_product_price_custom")) ??
      priceOf(findLabelledValue(index, LIST_PRICE_LABEL, detail.size > 0 ? detail : undefined));
    const optionSelects = index.selects.filter(
      (select) =>
        (select.attribs.id?.startsWith("product_option_id") || hasClass(select, "ProductOption0")) &&
        (detail.size === 0 || isInside(select, detail)),
    );
    return candidate({
      price,
      listPrice: listPriceAbove(price, custom, sale !== null && sale > 0 ? regular : null),
      title: textIn(firstIn(index, "headingArea", isTag("h2", "h1")) ?? firstIn(index, "infoArea", isTag("h2"))),
      imageUrl: imageUrlOf(
        byClass(index, "BigImage")[0] ?? firstIn(index, "keyImg", isTag("img")) ?? firstIn(index, "xans-product-image", isTag("img")),
        url,
      ),
      inStock: !cafe24Preset.isSoldOut(context) && !allOptionsSoldOut(optionSelects),
      options: readSelectOptions(optionSelects, price),
    });
  },
};
