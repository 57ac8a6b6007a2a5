import { WayOn } from "@/app/_shell/way-on";

export default function ProductNotFound() {
  return <WayOn code="404" title="없는 상품입니다" text="판매가 끝났거나 주소가 잘못된 상품입니다. 다른 액상을 찾아보세요." />;
}
