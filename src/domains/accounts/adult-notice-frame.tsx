/** Where "19세 미만 나가기" goes: off this site, as Korean adult gates do (to the portal most Korean visitors start from). */
const UNDERAGE_EXIT_URL = "https://www.naver.com/";

/**
 * The 청소년유해매체물 notice both gates show (the click of `notice`, 본인인증 of `identity`): `children` are its ways on,
 * `footer` what follows the way out.
 */
export function AdultNoticeFrame({
  children,
  footer,
  alert,
}: {
  children: React.ReactNode;
  footer?: React.ReactNode;
  alert?: string | null;
}) {
  return (
    <section
      aria-labelledby="adult-notice-title"
      aria-describedby="adult-notice-text"
      className="mx-auto my-6 max-w-md rounded-2xl border border-gray-200 bg-white p-6 text-center shadow-sm"
    >
      <p
        aria-hidden
        className="mx-auto mb-3 flex h-16 w-16 items-center justify-center rounded-full border-4 border-red-600 text-2xl font-extrabold text-red-600"
      >
        19
      </p>
      <h2 id="adult-notice-title" className="text-xl font-bold">
        청소년 이용 불가
      </h2>
      <p id="adult-notice-text" className="mt-2 text-[15px] leading-relaxed text-gray-700">
        이 정보내용은 청소년유해매체물로서 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」 및 「청소년보호법」에 따라 19세 미만의
        청소년이 이용할 수 없습니다.
      </p>
      {alert ? (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {alert}
        </p>
      ) : null}
      <div className="mt-5 grid gap-2">
        {children}
        <a
          href={UNDERAGE_EXIT_URL}
          rel="noreferrer"
          className="rounded-lg border border-gray-300 py-3 font-semibold text-gray-700 hover:bg-gray-50"
          data-testid="underage-exit"
        >
          19세 미만 나가기
        </a>
        {footer}
      </div>
    </section>
  );
}
