/** Korean names of product attributes, for every page and component that shows them. */
export const INHALATION_LABELS = { MTL: "입호흡", DL: "폐호흡" } as const;
export const NICOTINE_FORM_LABELS = { salt: "솔트", freebase: "프리베이스" } as const;
export const NICOTINE_SOURCE_LABELS = { tobacco_leaf: "연초잎", stem_root: "줄기·뿌리", synthetic: "합성", none: "무니코틴" } as const;
/** Cooling 0–3 as an attribute ("약함") and as a filter choice ("약한 쿨링"). */
export const COOLING_LABELS = ["없음", "약함", "중간", "강함"] as const;
export const COOLING_FILTER_LABELS = ["쿨링 없음", "약한 쿨링", "중간 쿨링", "강한 쿨링"] as const;
