/** Korean names of product attributes, for every page and component that shows them. */
export const INHALATION_LABELS = { MTL: "입호흡", DL: "폐호흡" } as const;
export const NICOTINE_FORM_LABELS = { salt: "솔트", freebase: "프리베이스" } as const;
export const NICOTINE_SOURCE_LABELS = { tobacco_leaf: "연초잎", stem_root: "줄기·뿌리", synthetic: "합성", none: "무니코틴" } as const;
/** Cooling 0–3 as an attribute ("약함") and as a filter choice ("약한 쿨링"). */
/** A strength as shops and shoppers say it: `9.8mg`, and `무니코틴` for none. */
export const strengthLabel = (mg: number) => (mg === 0 ? "무니코틴" : `${mg}mg`);
/** Form and strength (`솔트 9.8mg`); a 무니코틴 liquid has no nicotine form to name. */
export const nicotineLabel = ({ nicotineForm, nicotineMg }: { nicotineForm: keyof typeof NICOTINE_FORM_LABELS; nicotineMg: number }) =>
  nicotineMg === 0 ? "무니코틴" : `${NICOTINE_FORM_LABELS[nicotineForm]} ${nicotineMg}mg`;

export const COOLING_LABELS = ["없음", "약함", "중간", "강함"] as const;
export const COOLING_FILTER_LABELS = ["쿨링 없음", "약한 쿨링", "중간 쿨링", "강한 쿨링"] as const;

/**
 * How a shop page's price was read (an offer's `extraction_method`, a crawl log's method), in Korean. The crawler's
 * methods are checked against it where they are defined; an unknown one reads as "기타".
 */
export const EXTRACTION_METHOD_LABELS: Record<string, string> = {
  "json-ld": "JSON-LD 구조화 데이터",
  microdata: "마이크로데이터",
  meta: "메타 태그",
  "script-state": "스크립트 상태 데이터",
  "preset:cafe24": "카페24 화면 규칙",
  "preset:godomall": "고도몰 화면 규칙",
  "preset:makeshop": "메이크샵 화면 규칙",
  selectors: "판매처 선택자",
  visible: "화면에 보이는 가격",
  "hidden-input": "숨은 입력값",
  "data-attribute": "data 속성",
  list: "목록 페이지",
};

export function extractionMethodLabel(method: string | null | undefined): string {
  return method ? (EXTRACTION_METHOD_LABELS[method] ?? "기타") : "—";
}
