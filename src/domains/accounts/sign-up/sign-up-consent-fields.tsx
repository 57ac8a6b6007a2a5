"use client";

import Link from "next/link";
import { useState } from "react";
import { FormField } from "@/ui/form-field";
import { CONSENT_DOCUMENTS, CONSENT_KINDS, type ConsentKind } from "../consent-documents";
import { latestAdultBirthYear } from "../korean-age";

const FIELD_OF: Record<ConsentKind, "agreeTerms" | "agreePrivacy" | "agreeMarketing"> = {
  terms: "agreeTerms",
  privacy: "agreePrivacy",
  marketing: "agreeMarketing",
};
const NONE: Record<ConsentKind, boolean> = { terms: false, privacy: false, marketing: false };

/**
 * The part every sign-up form shares (password, and Kakao/Naver/Google on /auth/welcome): the birth year (19+, 청소년보호법) and the agreements —
 * 이용약관 and 개인정보 수집·이용 (required), 마케팅 정보 수신 (optional), each with a link to its page, and 전체 동의.
 * `collected` names what this sign-up keeps, in the privacy line.
 */
export function SignUpConsentFields({ errors, collected }: { errors: Record<string, string>; collected: string }) {
  const [agreed, setAgreed] = useState(NONE);
  const all = CONSENT_KINDS.every((kind) => agreed[kind]);
  return (
    <>
      <FormField
        label="출생연도"
        name="birthYear"
        type="number"
        inputMode="numeric"
        required
        min={1900}
        max={latestAdultBirthYear()}
        placeholder="예: 1995"
        hint={`청소년보호법에 따라 ${latestAdultBirthYear()}년 또는 그 이전에 태어난 분만 가입할 수 있습니다.`}
        error={errors.birthYear}
      />
      <fieldset className="space-y-2 rounded-lg bg-gray-50 p-3 text-sm" data-testid="sign-up-consents">
        <legend className="sr-only">약관 동의</legend>
        <label className="flex items-start gap-2.5 border-b border-gray-200 pb-2 font-semibold">
          <input
            type="checkbox"
            checked={all}
            onChange={(event) => setAgreed({ terms: event.target.checked, privacy: event.target.checked, marketing: event.target.checked })}
            className="mt-0.5 h-4 w-4 accent-brand-700"
          />
          <span>전체 동의 (선택 항목 포함)</span>
        </label>
        {CONSENT_KINDS.map((kind) => {
          const document = CONSENT_DOCUMENTS[kind];
          const name = FIELD_OF[kind];
          return (
            <div key={kind}>
              <div className="flex items-start justify-between gap-2">
                <label className="flex items-start gap-2.5">
                  <input
                    type="checkbox"
                    name={name}
                    checked={agreed[kind]}
                    onChange={(event) => setAgreed((now) => ({ ...now, [kind]: event.target.checked }))}
                    className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                    aria-invalid={errors[name] ? true : undefined}
                    aria-describedby={kind === "privacy" ? "consent-privacy-items" : undefined}
                  />
                  <span>{`[${document.required ? "필수" : "선택"}] ${document.title}에 동의합니다.`}</span>
                </label>
                <Link
                  href={document.path}
                  target="_blank"
                  className="shrink-0 text-xs text-gray-600 underline"
                  aria-label={`${document.title} 전문 보기`}
                >
                  보기
                </Link>
              </div>
              {kind === "privacy" ? (
                // Outside the label: the fields' own labels (이메일, 닉네임…) stay the only ones with those words.
                <p id="consent-privacy-items" className="mt-0.5 pl-6.5 text-xs text-gray-600">{`수집 항목: ${collected}`}</p>
              ) : null}
              {errors[name] ? <p className="mt-1 text-red-600">{errors[name]}</p> : null}
            </div>
          );
        })}
      </fieldset>
    </>
  );
}
