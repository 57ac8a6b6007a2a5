"use client";

/**
 * The public footer, with the site name, tagline and contact address in force (admin settings). A client component
 * given those three strings: every page's RSC payload carries the footer twice (the page and its not-found view).
 */
export function SiteFooter({
  siteName: SITE_NAME,
  tagline: SITE_TAGLINE,
  contactEmail: CONTACT_EMAIL,
}: {
  siteName: string;
  tagline: string;
  contactEmail: string;
}) {
  return (
    <footer className="site-footer">
      <div>
        <p className="font-semibold text-gray-800">{`${SITE_NAME} · ${SITE_TAGLINE}`}</p>
        <p>
          {"문의: "}
          <a className="underline" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
        </p>
        <p>
          <a className="underline" href="/terms">
            이용약관
          </a>
          {" · "}
          <a className="font-semibold underline" href="/privacy">
            개인정보 수집·이용
          </a>
          {" · "}
          <a className="underline" href="/developers/api">
            가격 API
          </a>
        </p>
        <p>전자담배 액상은 청소년유해물건입니다. 19세 미만 청소년은 구매할 수 없습니다.</p>
        <p>{`© ${new Date().getFullYear()} ${SITE_NAME}. All rights reserved.`}</p>
      </div>
    </footer>
  );
}
