/**
 * The compliance policy's vocabulary (LAWFUL, docs/compliance.md): a product's legal class, what the site may do with a
 * class, and the presets an operator chooses between. Pure data, shared by the server and the admin's form.
 */
export const LEGAL_CLASSES = ["nicotine_liquid", "nicotine_free_liquid", "device", "pod_coil"] as const;
export type LegalClass = (typeof LEGAL_CLASSES)[number];

export const LEGAL_CLASS_LABELS: Record<LegalClass, string> = {
  nicotine_liquid: "니코틴 액상",
  nicotine_free_liquid: "무니코틴 액상",
  device: "기기",
  pod_coil: "팟·코일",
};

/** (a) listed publicly, (b) online offers compared (prices, 최저가, /go, JSON-LD offers, sitemap), (c) alerts, (d) flavour photos. */
export const POLICY_CAPABILITIES = ["list", "compare", "alert", "photos"] as const;
export type PolicyCapability = (typeof POLICY_CAPABILITIES)[number];

export const POLICY_CAPABILITY_LABELS: Record<PolicyCapability, string> = {
  list: "공개 목록에 노출",
  compare: "온라인 가격 비교 (가격·최저가·구매 링크·구조화 데이터·사이트맵)",
  alert: "가격·재고 알림 (알림함·푸시·이메일·저장한 검색)",
  photos: "맛을 연상시키는 사진",
};

export const COMPLIANCE_PRESETS = ["KR-2026-04-24", "open"] as const;
export type CompliancePreset = (typeof COMPLIANCE_PRESETS)[number];

type ClassRules = Record<PolicyCapability, boolean>;
const ALL: ClassRules = { list: true, compare: true, alert: true, photos: true };
const NONE: ClassRules = { list: false, compare: false, alert: false, photos: false };

export type PresetDefinition = {
  label: string;
  /** What it does, for the admin's compliance page. */
  summary: string;
  /** The day the rules it follows apply from (null: no statute behind it). */
  lawInForceFrom: string | null;
  classes: Record<LegalClass, ClassRules>;
};

export const PRESET_DEFINITIONS: Record<CompliancePreset, PresetDefinition> = {
  "KR-2026-04-24": {
    label: "대한민국 (2026-04-24 개정 담배사업법)",
    summary:
      "니코틴이 든 액상(합성 니코틴 포함)은 담배이므로 공개 목록·검색·가격 비교·구매 링크·알림 어디에도 나오지 않습니다. 관리자 화면에서만 사유와 함께 보입니다. 무니코틴 액상과 기기·팟·코일은 지금처럼 비교합니다.",
    lawInForceFrom: "2026-04-24",
    classes: { nicotine_liquid: NONE, nicotine_free_liquid: ALL, device: ALL, pod_coil: ALL },
  },
  open: {
    label: "제한 없음 (open)",
    summary:
      "모든 분류를 공개하고 비교하며 알립니다. 이런 규제가 없는 시장을 위한 설정입니다. 이 설정을 고르는 것은 운영자의 법적 판단입니다.",
    lawInForceFrom: null,
    classes: { nicotine_liquid: ALL, nicotine_free_liquid: ALL, device: ALL, pod_coil: ALL },
  },
};

/** The policy in force: the chosen preset, since when, and who chose it (null: the environment's default, never saved). */
export type CompliancePolicy = { preset: CompliancePreset; effectiveAt: string | null; changedBy: string | null };

export function isCompliancePreset(value: unknown): value is CompliancePreset {
  return typeof value === "string" && (COMPLIANCE_PRESETS as readonly string[]).includes(value);
}

/** The classes a preset allows for one capability. */
export function classesAllowed(preset: CompliancePreset, capability: PolicyCapability): LegalClass[] {
  return LEGAL_CLASSES.filter((c) => PRESET_DEFINITIONS[preset].classes[c][capability]);
}

/** Whether the policy allows `capability` for a product of `legalClass`. */
export function policyAllows(policy: Pick<CompliancePolicy, "preset">, legalClass: LegalClass, capability: PolicyCapability): boolean {
  return PRESET_DEFINITIONS[policy.preset].classes[legalClass][capability];
}

/** Why a product of this class is not shown publicly, in Korean; null when it is listed. */
export function hiddenReason(policy: Pick<CompliancePolicy, "preset">, legalClass: LegalClass): string | null {
  if (policyAllows(policy, legalClass, "list")) return null;
  return `${LEGAL_CLASS_LABELS[legalClass]}은 현재 운영 정책(${PRESET_DEFINITIONS[policy.preset].label})에 따라 온라인에서 가격 비교·판매 안내를 하지 않습니다.`;
}
