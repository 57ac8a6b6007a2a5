import { describe, expect, it } from "vitest";
import { normalizeSearchText } from "@/platform/text/normalize";
import { findSkipReason } from "./skip-reasons";
import { readStatedQuantity } from "./stated-quantity";

const reason = (title: string) => {
  const raw = title.normalize("NFKC").toLowerCase();
  return findSkipReason({ raw, withoutMaker: normalizeSearchText(raw), quantity: readStatedQuantity(raw).quantity });
};

describe("findSkipReason", () => {
  it("skips mixed packs and sets that do not say how many bottles", () => {
    for (const title of [
      "바이스랩 2종",
      "랜덤 5종",
      "과일 샘플러 10병",
      "골라담기 3병",
      "하이젠버그 세트",
      "입문 패키지",
      "[1+1] 바나나 30ml x 3",
    ]) {
      expect(reason(title), title).toBe("세트·묶음 상품");
    }
  });
  it("keeps a set of one liquid whose count the title states: it is matched as a set offer", () => {
    for (const title of [
      "하이젠버그 3병 세트",
      "하이젠버그 30ml x 2개",
      "하이젠버그 10병",
      "[1+1] 바나나",
      "바나나 2개입",
      "바나나 ×3",
      "1+1 이벤트 종료 바나나",
    ]) {
      expect(reason(title), title).toBeNull();
    }
  });
  it("skips pods, devices, coils, empty bottles and accessories", () => {
    expect(reason("망고 카트리지")).toBe("팟·카트리지");
    expect(reason("전용 공팟 1.2옴")).toBe("팟·카트리지");
    expect(reason("[기기] 스타터 키트")).toBe("기기");
    expect(reason("전용 디바이스")).toBe("기기");
    expect(reason("메쉬 코일 0.4옴")).toBe("코일");
    expect(reason("유니콘 공병 30ml")).toBe("공병");
    expect(reason("실리콘 케이스")).toBe("액세서리");
  });
  it("keeps one bottle of liquid, whatever its numbers", () => {
    for (const title of ["하이젠버그 30ml 9.8mg", "하이젠버그 60ml x 1", "바나나 1병", "B52 샷 30ml", "솜사탕 30ml", "VG70 30ml"]) {
      expect(reason(title), title).toBeNull();
    }
  });
});
