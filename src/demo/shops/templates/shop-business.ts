import type { ShopPage } from "../shop-pages";
import { esc } from "./page-kit";

/** What a demo shop prints about itself: its 사업자 정보 and its delivery guide (fictional numbers in the legal forms). */
export type DemoShopBusiness = {
  tradeName: string;
  representative: string | null;
  registrationNumber: string;
  mailOrderNumber: string;
  address: string;
  phone: string;
  email: string;
  deliveryTime: string;
  returnTerms: string;
};

// 베이프허브 publishes no 대표자 and no delivery guide's return line, as some real shops leave them out.
const BUSINESS: Record<string, DemoShopBusiness> = {
  vapemall: b(
    "(주)베이프몰",
    "김민준",
    "214-86-12345",
    "제2021-서울강남-01234호",
    "서울특별시 강남구 테헤란로 123, 4층",
    "02-1234-5678",
    "help@vapemall.kr",
    "1~2일 (평일 오후 2시 이전 결제 시 당일 출고)",
  ),
  "liquid-warehouse": b(
    "액상창고",
    "최지우",
    "120-23-45678",
    "제2020-서울마포-0456호",
    "서울특별시 마포구 월드컵로 56",
    "070-4321-8765",
    "cs@liquidwarehouse.kr",
    "2~3일",
  ),
  "jeondam-market": b(
    "전담마켓",
    "박서연",
    "105-87-54321",
    "제2020-경기성남-0987호",
    "경기도 성남시 분당구 판교역로 45",
    "1588-1234",
    "market@jeondam.co.kr",
    "1~3일 (오후 3시 이전 주문 당일 출고)",
  ),
  "vaping-store": b(
    "(주)베이핑스토어",
    "정하준",
    "312-81-67890",
    "제2022-대전유성-0123호",
    "대전광역시 유성구 대학로 99",
    "042-555-0101",
    "store@vapingstore.kr",
    "2~4일",
  ),
  juicebox: b(
    "쥬스박스",
    "이도윤",
    "617-81-24680",
    "제2019-부산해운대-0456호",
    "부산광역시 해운대구 센텀중앙로 78",
    "051-765-4321",
    "cs@juicebox.co.kr",
    "1~2일",
  ),
  "aeksang-nara": b(
    "액상나라",
    "한수아",
    "410-12-34567",
    "제2018-광주서구-0789호",
    "광주광역시 서구 상무대로 100",
    "062-123-4567",
    "help@aeksangnara.com",
    "1~3일 (오후 1시 이전 결제 시 당일 출고)",
  ),
  ecig24: b(
    "(주)전자담배24",
    "오시우",
    "220-88-13579",
    "제2023-서울송파-1357호",
    "서울특별시 송파구 올림픽로 300",
    "1661-2424",
    "cs@ecig24.kr",
    "1~2일",
  ),
  vapehub: {
    ...b(
      "베이프허브",
      null,
      "501-02-97531",
      "제2024-대구중구-0246호",
      "대구광역시 중구 동성로 12",
      "053-246-8024",
      "vapehub@vapehub.kr",
      "2~5일",
    ),
    returnTerms: "",
  },
  "vape-square": b(
    "베이프스퀘어",
    "윤예린",
    "138-09-86420",
    "제2025-인천연수-0864호",
    "인천광역시 연수구 송도과학로 32",
    "032-864-2086",
    "hello@vapesquare.kr",
    "2~3일",
  ),
};

function b(
  tradeName: string,
  representative: string | null,
  registrationNumber: string,
  mailOrderNumber: string,
  address: string,
  phone: string,
  email: string,
  deliveryTime: string,
): DemoShopBusiness {
  const returnTerms = "상품 수령 후 7일 이내 (단순 변심 시 왕복 배송비 고객 부담, 개봉한 액상은 교환·반품 불가)";
  return { tradeName, representative, registrationNumber, mailOrderNumber, address, phone, email, deliveryTime, returnTerms };
}

export const demoShopBusiness = (slug: string): DemoShopBusiness | undefined => BUSINESS[slug];

const YOUTH = "본 사이트는 청소년유해매체물로서 청소년의 이용이 제한됩니다.";
const ftcLink = (number: string) =>
  `<a href="http://www.ftc.go.kr/bizCommPop.do?wrkr_no=${number.replace(/-/g, "")}" target="_blank">[사업자정보확인]</a>`;

/** The footer as each platform's stock skin prints it: Cafe24 spans, 고도몰 dt/dd pairs, 메이크샵 one line between pipes. */
export function shopFooter(page: ShopPage, style: "cafe24" | "godomall" | "makeshop" | "plain"): string {
  const biz = demoShopBusiness(page.site.slug);
  if (!biz) return `<p>상호 : ${esc(page.site.name)} | ${YOUTH}</p>`;
  const e = (v: string) => esc(v);
  switch (style) {
    case "cafe24":
      return `<div class="xans-element- xans-layout xans-layout-footer">
  <p class="address"><span>상호 : ${e(biz.tradeName)}</span> ${biz.representative ? `<span>대표 : ${e(biz.representative)}</span> ` : ""}<span>사업자등록번호 : ${biz.registrationNumber}</span> ${ftcLink(biz.registrationNumber)} <span>통신판매업 신고 : ${e(biz.mailOrderNumber)}</span></p>
  <p class="address"><span>주소 : ${e(biz.address)}</span> <span>전화 : ${biz.phone}</span> <span>개인정보보호책임자 : ${e(biz.representative ?? biz.tradeName)}</span> <span>이메일 : <a href="mailto:${biz.email}">${biz.email}</a></span></p>
  <p class="address">${YOUTH}</p>
</div>`;
    case "godomall":
      return `<div class="footer_info"><div class="footer_info_cont">
  <dl><dt>회사명</dt><dd>${e(biz.tradeName)}</dd></dl>${biz.representative ? `<dl><dt>대표이사</dt><dd>${e(biz.representative)}</dd></dl>` : ""}
  <dl><dt>사업자등록번호</dt><dd>${biz.registrationNumber} ${ftcLink(biz.registrationNumber)}</dd></dl><dl><dt>통신판매업신고번호</dt><dd>${e(biz.mailOrderNumber)}</dd></dl>
  <dl><dt>주소</dt><dd>${e(biz.address)}</dd></dl><dl><dt>고객센터</dt><dd>${biz.phone}</dd></dl><dl><dt>이메일</dt><dd>${biz.email}</dd></dl>
</div><p>${YOUTH}</p></div>`;
    case "makeshop":
    case "plain":
      return `<p>상호명 : ${e(biz.tradeName)} | ${biz.representative ? `대표자 : ${e(biz.representative)} | ` : ""}주소 : ${e(biz.address)} | 대표전화 : ${biz.phone}<br>
사업자등록번호 : ${biz.registrationNumber} | 통신판매업신고 : ${e(biz.mailOrderNumber)} | 개인정보관리책임자 : ${e(biz.representative ?? biz.tradeName)} | E-mail : ${biz.email}</p><p>${YOUTH}</p>`;
  }
}

/** The product page's delivery guide (Cafe24's 배송 정보 / 교환 및 반품정보 tab; the other skins print the same lines). */
export function deliveryGuide(page: ShopPage): string {
  const biz = demoShopBusiness(page.site.slug);
  if (!biz) return "";
  return `<div class="delivery_guide"><h3>배송 정보</h3><ul><li>배송 방법 : 택배</li><li>배송 지역 : 전국지역</li><li>배송 기간 : ${esc(biz.deliveryTime)}</li></ul>${
    biz.returnTerms ? `<h3>교환 및 반품정보</h3><p>교환 및 반품 안내 : ${esc(biz.returnTerms)}</p>` : ""
  }</div>`;
}
