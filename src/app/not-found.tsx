import { PageNotFound } from "@/app/_shell/page-not-found";
import { SiteShell } from "@/app/_shell/site-shell";

export const metadata = { title: "페이지를 찾을 수 없습니다", robots: { index: false } };

// Unknown paths render under the root layout only, so this page brings the site's header and footer.
export default function NotFound() {
  return (
    <SiteShell>
      <PageNotFound />
    </SiteShell>
  );
}
