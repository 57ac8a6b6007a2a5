/**
 * Flavour words shops write in English, as the Korean the catalogue uses: a title's `Strawberry ICE`
 * reads as `딸기 아이스`. Proper names (`Heisenberg`) are product aliases, not here.
 */
export const ENGLISH_FLAVOUR_WORDS: Readonly<Record<string, string>> = {
  ice: "아이스",
  iced: "아이스",
  cool: "쿨",
  black: "블랙",
  white: "화이트",
  red: "레드",
  green: "그린",
  blue: "블루",
  gold: "골드",
  mint: "민트",
  menthol: "멘솔",
  strawberry: "딸기",
  banana: "바나나",
  grape: "포도",
  apple: "사과",
  peach: "피치",
  lemon: "레몬",
  lime: "라임",
  mango: "망고",
  tobacco: "타바코",
  blueberry: "블루베리",
  raspberry: "라즈베리",
  berry: "베리",
  watermelon: "수박",
  melon: "멜론",
  cherry: "체리",
  vanilla: "바닐라",
  custard: "커스터드",
  coffee: "커피",
  caramel: "카라멜",
  yogurt: "요거트",
  yoghurt: "요거트",
  oolong: "우롱",
  tea: "티",
  lychee: "리치",
  pineapple: "파인애플",
  orange: "오렌지",
  grapefruit: "자몽",
  kiwi: "키위",
  cola: "콜라",
  soda: "소다",
  ade: "에이드",
  honey: "허니",
  milk: "밀크",
  cream: "크림",
  cheese: "치즈",
  cake: "케이크",
  chocolate: "초콜릿",
  double: "더블",
  classic: "클래식",
  muscat: "머스캣",
  coconut: "코코넛",
  cinnamon: "시나몬",
  citrus: "시트러스",
};

/**
 * Spellings of one word shops and makers both use, as one form, longest first so `파인애플` stays
 * itself before `애플` becomes `사과`. Applied alike to titles and catalogue names, so only equality counts.
 */
export const SPELLING_VARIANTS: ReadonlyArray<readonly [string, string]> = [
  ["그레이프프루트", "자몽"],
  ["담배", "타바코"],
  ["스트로베리", "딸기"],
  ["워터멜론", "수박"],
  ["요구르트", "요거트"],
  ["요쿠르트", "요거트"],
  ["요걸트", "요거트"],
  ["레모네이드", "레몬에이드"],
  ["파인애플", "파인애플"],
  ["커스타드", "커스터드"],
  ["캬라멜", "카라멜"],
  ["캐러멜", "카라멜"],
  ["초콜렛", "초콜릿"],
  ["쵸콜릿", "초콜릿"],
  ["토바코", "타바코"],
  ["토바꼬", "타바코"],
  ["타바꼬", "타바코"],
  ["머스켓", "머스캣"],
  ["그레이프", "포도"],
  ["복숭아", "피치"],
  ["멘톨", "멘솔"],
  ["쵸코", "초코"],
  ["리찌", "리치"],
  ["애플", "사과"],
  ["배리", "베리"],
];

/**
 * Words that name a flavour or a flavour's variety: a title holding one of these beside a catalogue
 * name (`딸기` + `바나나`, `바나나` + `아이스`) is another liquid, never the named one.
 */
export const FLAVOUR_WORDS: readonly string[] = [
  ...Object.values(ENGLISH_FLAVOUR_WORDS),
  ...["청포도", "샤인머스캣", "녹차", "홍차", "얼그레이", "자두", "석류", "유자", "한라봉", "귤", "솜사탕", "버블껌", "껌"],
  ...["에너지", "드링크", "에이드", "레몬에이드", "스무디", "라떼", "모히또", "슬러시", "젤리", "캔디", "푸딩", "쿠키"],
  ...["연초", "리미티드", "시즌", "프리미엄", "스페셜", "엑스트라", "맥스", "라이트", "하드", "소프트", "트리플"],
  ...["피치", "사과", "포도", "수박", "자몽", "딸기", "초코", "아이스", "쿨", "블랙"],
];
