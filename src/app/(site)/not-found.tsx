import { WayOn } from "@/app/_shell/way-on";

// notFound() from a page of this group: the group's layout already draws the header and footer.
export default function SiteNotFound() {
  return <WayOn code="404" title="페이지를 찾을 수 없습니다" text="주소가 바뀌었거나 없는 페이지입니다. 찾으시는 액상을 검색해 보세요." />;
}
