import { SiteShell } from "@/app/_shell/site-shell";
import { WayOn } from "@/app/_shell/way-on";

export const metadata = { title: "페이지를 찾을 수 없습니다", robots: { index: false } };

// Unknown paths render under the root layout only, so this page brings the site's header and footer.
export default function NotFound() {
  return (
    <SiteShell>
      <WayOn code="404" title="페이지를 찾을 수 없습니다" text="주소가 바뀌었거나 없는 페이지입니다. 찾으시는 액상을 검색해 보세요." />
    </SiteShell>
  );
}
