import type { Cheerio } from "cheerio";
import type { AnyNode } from "domhandler";
import { findLabelledValue, LIST_PRICE_LABEL } from "@/domains/crawler/extract/labelled-value";
import { firstVisible, imageOf, listPriceAbove, priceOf, textOf } from "@/domains/crawler/extract/presets/preset-helpers";
import type { Preset } from "@/domains/crawler/extract/presets/preset-types";
import { readSelectOptions } from "@/domains/crawler/extract/select-options";
import { hasSoldOutMarker } from "@/domains/crawler/extract/sold-out-markers";
import { candidate, NONE, type StepContext } from "@/domains/crawler/extract/steps/step-types";

// 고도몰5 skins keep the selling price in hidden `set_goods_price` ("12900.00", what the cart uses)
// and show it in `.item_price`; `set_goods_fixedPrice` is the 정가.
const DETECT = 'input[name="set_goods_price"], .item_detail_list, #frmView input[name="goodsNo"]';
const SOLD_OUT = ".btn_soldout, .btn_add_soldout, .item_soldout, .goods_soldout";
const ACTION_AREAS = ".item_info_box, .btn_choice_box, .item_detail_tit, #frmView";

function scopeOf({ $ }: StepContext): Cheerio<AnyNode> {
  const form = $("#frmView, .item_info_box").first();
  return form.length > 0 ? form : $.root();
}

export const godomallPreset: Preset = {
  method: "preset:godomall",
  detect: ({ $, url }) => $(DETECT).length > 0 || /\/goods\/goods_view\.php/i.test(url),
  isSoldOut(context) {
    const areas = context.$(ACTION_AREAS);
    return hasSoldOutMarker(areas.length > 0 ? areas : context.$.root(), SOLD_OUT);
  },
  run(context) {
    const { $, url } = context;
    const scope = scopeOf(context);
    const price = priceOf($('input[name="set_goods_price"]').first()) ?? priceOf(firstVisible($, scope, ".item_price dd, .item_price strong, .price strong"));
    if (price === null) return NONE;
    const fixed = priceOf($('input[name="set_goods_fixedPrice"]').first()) ?? priceOf(findLabelledValue($, LIST_PRICE_LABEL, scope));
    return candidate({
      price,
      listPrice: listPriceAbove(price, fixed),
      title: textOf($, $.root(), ".item_detail_tit h3, .item_detail_tit h2, .goods_name"),
      imageUrl: imageOf($, $.root(), "#mainImage img, .item_photo_big img, .item_photo_view img", url),
      inStock: !godomallPreset.isSoldOut(context),
      options: price > 0 ? readSelectOptions($, scope.find('select[name^="optionSnoInput"], select[name^="optionNo"], .item_add_option_box select'), price) : [],
    });
  },
};
