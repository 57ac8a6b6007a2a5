import type { Element } from "domhandler";
import { findFirst, hasClass, isInside } from "@/domains/crawler/extract/dom-helpers";
import { findLabelledValue, LIST_PRICE_LABEL } from "@/domains/crawler/extract/labelled-value";
import { byClass, byName } from "@/domains/crawler/extract/page-index";
import {
  areas,
  firstIn,
  imageUrlOf,
  isTag,
  listPriceAbove,
  priceOf,
  sellingPriceElement,
  textIn,
} from "@/domains/crawler/extract/presets/preset-helpers";
import type { Preset } from "@/domains/crawler/extract/presets/preset-types";
import { allOptionsSoldOut, readSelectOptions } from "@/domains/crawler/extract/select-options";
import { hasSoldOutMarker } from "@/domains/crawler/extract/sold-out-markers";
import { candidate, NONE } from "@/domains/crawler/extract/step-types";

// 고도몰5 skins keep the selling price in hidden `set_goods_price` ("12900.00", what the cart uses)
// and show it in `.item_price`; `set_goods_fixedPrice` is the 정가.
const SOLD_OUT_CLASSES = ["btn_soldout", "btn_add_soldout", "item_soldout", "goods_soldout"];
const isGodomallSoldOutMarker = (element: Element) => SOLD_OUT_CLASSES.some((token) => hasClass(element, token));

export const godomallPreset: Preset = {
  method: "preset:godomall",
  detect: ({ index, url }) =>
    byName(index, "set_goods_price").length > 0 || byClass(index, "item_detail_list").length > 0 || /\/goods\/goods_view\.php/i.test(url),
  isSoldOut({ index }) {
    const scopes = areas(index, ["item_info_box", "btn_choice_box", "item_detail_tit"], ["frmView"]);
    return hasSoldOutMarker(index, { scopes: scopes.size > 0 ? scopes : undefined, isPlatformMarker: isGodomallSoldOutMarker });
  },
  run(context) {
    const { index, url } = context;
    const form = areas(index, ["item_info_box"], ["frmView"]);
    // The displayed price box inside the product form (related-item lists reuse ".item_price").
    const priceBoxes = byClass(index, "item_price").filter((box) => form.size === 0 || isInside(box, form));
    const displayed = sellingPriceElement(priceBoxes.map((box) => findFirst([box], isTag("dd")) ?? box));
    const price = priceOf(byName(index, "set_goods_price")[0]) ?? priceOf(displayed);
    if (price === null) return NONE;
    const fixed =
      priceOf(byName(index, "set_goods_fixedPrice")[0]) ??
      priceOf(findLabelledValue(index, LIST_PRICE_LABEL, form.size > 0 ? form : undefined));
    const optionBoxes = areas(index, ["item_add_option_box"]);
    const optionSelects = index.selects.filter((select) => {
      const name = select.attribs.name ?? "";
      return (
        (name.startsWith("optionSnoInput") || name.startsWith("optionNo") || isInside(select, optionBoxes)) &&
        (form.size === 0 || isInside(select, form))
      );
    });
    return candidate({
      price,
      listPrice: listPriceAbove(price, fixed),
      title: textIn(firstIn(index, "item_detail_tit", isTag("h3", "h2")) ?? byClass(index, "goods_name")[0]),
      imageUrl: imageUrlOf(
        (index.byId.get("mainImage") && firstIn(index, "img_photo_big", isTag("img"))) ??
          firstIn(index, "item_photo_big", isTag("img")) ??
          firstIn(index, "item_photo_view", isTag("img")),
        url,
      ),
      inStock: !godomallPreset.isSoldOut(context) && !allOptionsSoldOut(optionSelects),
      options: readSelectOptions(optionSelects, price),
    });
  },
};
