import type { Element } from "domhandler";
import { findAll, hasClass } from "@/domains/crawler/extract/dom-helpers";
import { findLabelledValue, LIST_PRICE_LABEL } from "@/domains/crawler/extract/labelled-value";
import { byClass, byName } from "@/domains/crawler/extract/page-index";
import {
  areas,
  firstIn,
  firstVisible,
  imageUrlOf,
  isTag,
  listPriceAbove,
  priceOf,
  sellingPriceElement,
  textIn,
  withClass,
} from "@/domains/crawler/extract/presets/preset-helpers";
import type { Preset } from "@/domains/crawler/extract/presets/preset-types";
import { allOptionsSoldOut, readSelectOptions } from "@/domains/crawler/extract/select-options";
import { hasSoldOutMarker } from "@/domains/crawler/extract/sold-out-markers";
import { candidate, NONE } from "@/domains/crawler/extract/step-types";

// 메이크샵 detail pages (shopdetail.html?branduid=…, often EUC-KR) show the price in `#pricevalue`
// and post it in hidden `input[name="price"]`; sold-out items get `#soldout` / soldout images.
const isMakeshopSoldOutMarker = (element: Element) =>
  element.attribs.id === "soldout" ||
  hasClass(element, "soldout") ||
  hasClass(element, "btn_soldout") ||
  (element.name === "img" && /soldout/i.test(element.attribs.src ?? ""));

export const makeshopPreset: Preset = {
  method: "preset:makeshop",
  detect: ({ index, url }) => index.byId.has("pricevalue") || byName(index, "branduid").length > 0 || /\/shop\/shopdetail\.html/i.test(url),
  isSoldOut({ index }) {
    const scopes = areas(index, ["prd-detail", "table-opt", "prd-btns"], ["productDetail", "form1"]);
    for (const form of byName(index, "form1")) scopes.add(form);
    return hasSoldOutMarker(index, { scopes: scopes.size > 0 ? scopes : undefined, isPlatformMarker: isMakeshopSoldOutMarker });
  },
  run(context) {
    const { index, url } = context;
    const price =
      priceOf(firstVisible([index.byId.get("pricevalue")])) ??
      priceOf(byName(index, "price").find((element) => element.name === "input")) ??
      priceOf(
        sellingPriceElement(
          ["prd-price", "table-opt"].flatMap((box) => byClass(index, box).flatMap((area) => findAll([area], withClass("price")))),
        ),
      );
    if (price === null) return NONE;
    const consumer =
      priceOf(
        firstVisible([
          index.byId.get("consumer"),
          byClass(index, "consumer")[0],
          firstIn(index, "prd-price", isTag("strike")),
          firstIn(index, "table-opt", isTag("strike")),
        ]),
      ) ?? priceOf(findLabelledValue(index, LIST_PRICE_LABEL));
    const optionSelects = index.selects.filter((select) => {
      const name = select.attribs.name ?? "";
      return name === "optionlist[]" || name.startsWith("spcode") || hasClass(select, "basic_option");
    });
    return candidate({
      price,
      listPrice: listPriceAbove(price, consumer),
      title: textIn(firstVisible([byClass(index, "tit-prd")[0], byClass(index, "prd-name")[0], firstIn(index, "info", withClass("name"))])),
      imageUrl: imageUrlOf(
        index.byId.get("lens_img") ??
          firstIn(index, "thumb-wrap", isTag("img")) ??
          firstIn(index, "prd-img", isTag("img")) ??
          firstIn(index, "thumb", isTag("img")),
        url,
      ),
      inStock: !makeshopPreset.isSoldOut(context) && !allOptionsSoldOut(optionSelects),
      options: readSelectOptions(optionSelects, price),
    });
  },
};
