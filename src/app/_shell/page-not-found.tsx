import { WayOn } from "./way-on";

/** The 404 view of an unknown page, inside whichever shell its layout draws. */
export function PageNotFound() {
  return <WayOn code="404" title="페이지를 찾을 수 없습니다" text="주소가 바뀌었거나 없는 페이지입니다. 찾으시는 액상을 검색해 보세요." />;
}
