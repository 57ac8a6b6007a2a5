/**
 * The stand-in's `/v2/browser-sdk.js`: like PortOne's CDN script it defines `window.PortOne`, whose
 * `requestIdentityVerification` opens a window (here a dialog in the page) and resolves PortOne's response shape.
 * The dialog says it is a stand-in and verifies in one click; a birth date can be changed to try a minor.
 */
export function standInBrowserSdk(storeId: string): string {
  return `(() => {
  const base = new URL(document.currentScript ? document.currentScript.src : location.href).pathname.replace(/\\/v2\\/browser-sdk\\.js$/, "");
  const el = (tag, css, text) => { const e = document.createElement(tag); e.style.cssText = css; if (text) e.textContent = text; return e; };
  function requestIdentityVerification(request) {
    return new Promise((resolve, reject) => {
      if (!request || request.storeId !== ${JSON.stringify(storeId)} || !request.identityVerificationId) return reject(new Error("[PortOne stand-in] storeId 또는 identityVerificationId가 올바르지 않습니다"));
      const id = request.identityVerificationId;
      const overlay = el("div", "position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;padding:16px");
      const box = el("div", "background:#fff;color:#111;border-radius:16px;max-width:360px;width:100%;padding:20px;font-size:15px;line-height:1.5;font-family:inherit;box-shadow:0 10px 40px rgba(0,0,0,.3)");
      box.setAttribute("role", "dialog");
      box.setAttribute("aria-modal", "true");
      box.setAttribute("aria-label", "본인인증 스탠드인");
      box.append(
        el("p", "margin:0 0 4px;font-size:13px;font-weight:700;color:#b45309", "로컬 스탠드인 · 실제 본인인증이 아닙니다"),
        el("h2", "margin:0 0 8px;font-size:19px", "PortOne 본인인증 (스탠드인)"),
        el("p", "margin:0 0 12px;color:#374151", "PortOne 키 없이 실행 중이라 이 사이트에 내장된 스탠드인이 PortOne 대신 응답합니다. 누구든 한 번에 인증되므로 데모와 테스트에만 쓰세요."),
      );
      const label = el("label", "display:block;font-size:14px;color:#374151", "생년월일");
      const birth = el("input", "display:block;width:100%;margin:4px 0 14px;padding:8px;border:1px solid #d1d5db;border-radius:8px;font:inherit;box-sizing:border-box");
      birth.type = "date";
      birth.value = "1990-01-01";
      birth.name = "birthDate";
      label.append(birth);
      const ok = el("button", "display:block;width:100%;padding:12px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:700;cursor:pointer", "인증 완료");
      const cancel = el("button", "display:block;width:100%;margin-top:8px;padding:10px;border:1px solid #d1d5db;border-radius:8px;background:#fff;color:#374151;font:inherit;cursor:pointer", "취소");
      ok.type = cancel.type = "button";
      box.append(label, ok, cancel);
      overlay.append(box);
      document.body.append(overlay);
      ok.focus();
      const finish = (cancelled) => {
        ok.disabled = cancel.disabled = true;
        fetch(base + "/stand-in/identity-verifications/" + encodeURIComponent(id), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ storeId: request.storeId, birthDate: birth.value, cancel: cancelled }),
        })
          .then((r) => r.json().then((body) => ({ ok: r.ok, body })))
          .then(({ ok: done, body }) => {
            overlay.remove();
            const answer = { transactionType: "IDENTITY_VERIFICATION", identityVerificationId: id, identityVerificationTxId: body.identityVerificationTxId || "" };
            if (cancelled) resolve({ ...answer, code: "IDENTITY_VERIFICATION_CANCELLED", message: "사용자가 본인인증을 취소했습니다." });
            else if (!done) resolve({ ...answer, code: "IDENTITY_VERIFICATION_FAILED", message: body.message || "본인인증에 실패했습니다." });
            else resolve(answer);
          })
          .catch((error) => { overlay.remove(); reject(error); });
      };
      ok.addEventListener("click", () => finish(false));
      cancel.addEventListener("click", () => finish(true));
    });
  }
  window.PortOne = { requestIdentityVerification };
})();
`;
}
