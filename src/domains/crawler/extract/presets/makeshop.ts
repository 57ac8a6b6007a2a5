import { findLabelledValue, LIST_PRICE_LABEL } from "@/domains/crawler/extract/labelled-value";
import { firstVisible, imageOf, listPriceAbove, priceOf, textOf } from "@/domains/crawler/extract/presets/preset-helpers";
import type { Preset } from "@/domains/crawler/extract/presets/preset-types";
import { readSelectOptions } from "@/domains/crawler/extract/select-options";
import { hasSoldOutMarker } from "@/domains/crawler/extract/sold-out-markers";
import { candidate, NONE } from "@/domains/crawler/extract/steps/step-types";

// 메이크샵 detail pages (shopdetail.html?branduid=…, often EUC-KR) show the price in `#pricevalue`
// and post it in hidden `input[name="price"]`; sold-out items get `#soldout` / soldout images.
const DETECT = '#pricevalue, input[name="branduid"], form[name="form1"] input[name="price"]';
const SOLD_OUT = "#soldout, .soldout, .btn_soldout, img[src*=\"soldout\" i]";

export const makeshopPreset: Preset = {
  method: "preset:makeshop",
  detect: ({ $, url }) => $(DETECT).length > 0 || /\/shop\/shopdetail\.html/i.test(url),
  isSoldOut: ({ $ }) => {
    const areas = $("#productDetail, .prd-detail, #form1, form[name=\"form1\"], .table-opt, .prd-btns");
    return hasSoldOutMarker(areas.length > 0 ? areas : $.root(), SOLD_OUT);
  },
  run(context) {
    const { $, url } = context;
    const root = $.root();
    const price =
      priceOf(firstVisible($, root, "#pricevalue")) ??
      priceOf($('input[name="price"]').first()) ??
      priceOf(firstVisible($, root, ".prd-price .price, .table-opt .price"));
    if (price === null) return NONE;
    const consumer = priceOf(firstVisible($, root, "#consumer, .consumer, .prd-price strike, .table-opt strike")) ?? priceOf(findLabelledValue($, LIST_PRICE_LABEL));
    return candidate({
      price,
      listPrice: listPriceAbove(price, consumer),
      title: textOf($, root, ".tit-prd, .prd-name, .info .name, #productDetail h3"),
      imageUrl: imageOf($, root, "#lens_img, .thumb-wrap img, .prd-img img, .thumb img", url),
      inStock: !makeshopPreset.isSoldOut(context),
      options: price > 0 ? readSelectOptions($, $('select[name="optionlist[]"], select.basic_option, select[name^="spcode"]'), price) : [],
    });
  },
};
