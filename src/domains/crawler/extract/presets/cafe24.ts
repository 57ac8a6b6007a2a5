import type { Cheerio } from "cheerio";
import type { AnyNode } from "domhandler";
import { findLabelledValue, LIST_PRICE_LABEL } from "@/domains/crawler/extract/labelled-value";
import { firstVisible, imageOf, listPriceAbove, priceOf, textOf } from "@/domains/crawler/extract/presets/preset-helpers";
import type { Preset } from "@/domains/crawler/extract/presets/preset-types";
import { readSelectOptions } from "@/domains/crawler/extract/select-options";
import { hasSoldOutMarker } from "@/domains/crawler/extract/sold-out-markers";
import { candidate, NONE, type StepContext } from "@/domains/crawler/extract/steps/step-types";

// Cafe24 skins render the product with "xans-*" modules; `#span_product_price_text` is the 판매가,
// `#span_product_price_sale` the discounted price, and inactive branches carry class "displaynone".
const DETECT = '#span_product_price_text, .xans-product-detail, meta[name="path_role"], [src*="echosting.cafe24.com"]';
const SOLD_OUT = '.icon_img.soldout, .btn_soldout, #btnSoldout, img[src*="icon_sellout" i], img[src*="btn_soldout" i]';
const ACTION_AREAS = ".xans-product-action, .xans-product-detail, .ec-base-button, .infoArea, .headingArea";

function scopeOf({ $ }: StepContext): Cheerio<AnyNode> {
  const detail = $(".xans-product-detail").first();
  return detail.length > 0 ? detail : $.root();
}

export const cafe24Preset: Preset = {
  method: "preset:cafe24",
  detect: ({ $ }) => $(DETECT).length > 0,
  isSoldOut(context) {
    const areas = context.$(ACTION_AREAS);
    return hasSoldOutMarker(areas.length > 0 ? areas : context.$.root(), SOLD_OUT);
  },
  run(context) {
    const { $, url } = context;
    const scope = scopeOf(context);
    const regular = priceOf(firstVisible($, scope, "#span_product_price_text")) ?? priceOf(firstVisible($, $.root(), "#span_product_price_text"));
    const sale = priceOf(firstVisible($, scope, "#span_product_price_sale"));
    const price = sale !== null && sale > 0 ? sale : regular;
    if (price === null) return NONE;
    const custom = priceOf(firstVisible($, scope, "#span_product_price_custom")) ?? priceOf(findLabelledValue($, LIST_PRICE_LABEL, scope));
    return candidate({
      price,
      listPrice: listPriceAbove(price, custom, sale !== null && sale > 0 ? regular : null),
      title: textOf($, scope, ".headingArea h2, .headingArea h1, .infoArea h2, .name"),
      imageUrl: imageOf($, $.root(), ".keyImg img, .BigImage, .xans-product-image img", url),
      inStock: !cafe24Preset.isSoldOut(context),
      options: price > 0 ? readSelectOptions($, scope.find('select[id^="product_option_id"], select.ProductOption0'), price) : [],
    });
  },
};
