import { describe, expect, it } from "vitest";
import { readShopInfo } from "./shop-info-reader";

// Footers as the three platforms' stock skins print them (trimmed from real shops, names and numbers changed).
const CAFE24 = `<html><body><div id="wrap"><div id="contents"><p>전화 상담은 하지 않습니다</p></div>
<div id="footer"><div class="xans-element- xans-layout xans-layout-footer">
  <p class="address"><span>상호 : (주)베이프몰</span> <span>대표 : 김민준</span> <span>사업자등록번호 : 214-86-12345</span>
  <a href="http://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148612345" target="_blank">[사업자정보확인]</a>
  <span>통신판매업 신고 : 제2021-서울강남-01234호</span></p>
  <p class="address"><span>주소 : 06236 서울특별시 강남구 테헤란로 123, 4층</span> <span>전화 : 02-1234-5678</span>
  <span>개인정보보호책임자 : 김민준(<a href="mailto:privacy@vapemall.kr">privacy@vapemall.kr</a>)</span></p>
  <p class="address"><span>이메일 : <a href="mailto:help@vapemall.kr">help@vapemall.kr</a></span></p>
  <p class="copyright">Copyright © 베이프몰. All rights reserved. Hosting by Cafe24 Corp.</p>
</div></div></div></body></html>`;

const GODOMALL = `<html><body><div id="footer_wrap"><div class="footer_info"><div class="footer_info_cont">
  <dl><dt>회사명</dt><dd>전담마켓</dd></dl><dl><dt>대표이사</dt><dd>박서연</dd></dl>
  <dl><dt>사업자등록번호</dt><dd>105 - 87 - 54321</dd></dl><dl><dt>통신판매업신고번호</dt><dd>2020-경기성남-0987</dd></dl>
  <dl><dt>주소</dt><dd>경기도 성남시 분당구 판교역로 45</dd></dl><dl><dt>고객센터</dt><dd>1588-1234</dd></dl>
  <dl><dt>팩스</dt><dd>031-000-0000</dd></dl>
</div></div></div></body></html>`;

const MAKESHOP = `<html><body><div id="footer"><p>상호명 : 쥬스박스 | 대표자 : 이도윤 | 주소 : 부산광역시 해운대구 센텀중앙로 78 | 대표전화 : 051-765-4321<br>
사업자등록번호 : 617-81-24680 | 통신판매업신고 : 제 2019-부산해운대-0456 호 | 개인정보관리책임자 : 이도윤 | E-mail : cs@juicebox.co.kr</p>
<p>Hosting by MakeShop</p></div></body></html>`;

const GUIDE = `<div class="xans-product-additional"><h3>배송 정보</h3><ul><li>배송 방법 : 택배</li><li>배송 비용 : 3,000원</li>
<li>배송 기간 : 1일 ~ 3일 (평일 오후 2시 이전 결제 시 당일 출고)</li></ul>
<h3>교환 및 반품정보</h3><p>교환 및 반품 안내 : 상품 수령 후 7일 이내 (단순 변심 시 왕복 배송비 6,000원 고객 부담)</p></div>`;

describe("readShopInfo", () => {
  it("reads a Cafe24 footer's spans, the 대표 apart from the 개인정보보호책임자", () => {
    expect(readShopInfo(CAFE24)).toEqual({
      tradeName: "(주)베이프몰",
      representative: "김민준",
      registrationNumber: "214-86-12345",
      mailOrderNumber: "제2021-서울강남-01234호",
      address: "06236 서울특별시 강남구 테헤란로 123, 4층",
      phone: "02-1234-5678",
      email: "help@vapemall.kr",
    });
  });

  it("reads a 고도몰 footer's dt/dd pairs, the number's spaced hyphens closed", () => {
    expect(readShopInfo(GODOMALL)).toEqual({
      tradeName: "전담마켓",
      representative: "박서연",
      registrationNumber: "105-87-54321",
      mailOrderNumber: "2020-경기성남-0987",
      address: "경기도 성남시 분당구 판교역로 45",
      phone: "1588-1234",
    });
  });

  it("reads a 메이크샵 footer written on one line between pipes (대표전화 is the phone)", () => {
    expect(readShopInfo(MAKESHOP)).toEqual({
      tradeName: "쥬스박스",
      representative: "이도윤",
      address: "부산광역시 해운대구 센텀중앙로 78",
      phone: "051-765-4321",
      registrationNumber: "617-81-24680",
      mailOrderNumber: "제2019-부산해운대-0456호",
      email: "cs@juicebox.co.kr",
    });
  });

  it("reads the delivery guide's 배송 기간 and 교환·반품 besides the footer", () => {
    const info = readShopInfo(CAFE24.replace('<div id="footer">', `${GUIDE}<div id="footer">`));
    expect(info.deliveryTime).toBe("1일 ~ 3일 (평일 오후 2시 이전 결제 시 당일 출고)");
    expect(info.returnTerms).toBe("상품 수령 후 7일 이내 (단순 변심 시 왕복 배송비 6,000원 고객 부담)");
    expect(info.tradeName).toBe("(주)베이프몰");
  });

  it("takes no number that is not in its legal form, and nothing from a page without a footer's labels", () => {
    expect(readShopInfo(CAFE24.replace("214-86-12345", "준비 중"))).not.toHaveProperty("registrationNumber");
    expect(readShopInfo("<html><body><p>전화 상담은 하지 않습니다</p><footer>© 2026 어느 쇼핑몰</footer></body></html>")).toEqual({});
  });
});
