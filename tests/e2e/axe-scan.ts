import axe from "axe-core";
import type { Page } from "playwright-core";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the site must pass everywhere. */
const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type AxeFinding = { rule: string; impact: string | null; where: string; nodes: number; targets: string[]; why: string };

/**
 * Runs axe-core in the page as it stands (an opened menu, a dialog…). Injected with evaluate, which the
 * site's CSP does not govern; label-content-name-mismatch is still marked experimental in axe but is WCAG 2.5.3 (A).
 */
export async function scanPage(page: Page, where: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ([tags]) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: "tag", values: tags! },
        rules: { "label-content-name-mismatch": { enabled: true } },
        resultTypes: ["violations"],
      }),
    [WCAG_AA_TAGS],
  );
  return [
    ...results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? null,
      where,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
      why: v.nodes[0]?.failureSummary ?? v.help,
    })),
    ...(await imagesWithoutKoreanAlt(page, where)),
  ];
}

/** Images must say what they show in Korean (alt="" only for decoration): axe checks that alt exists, not its language. */
async function imagesWithoutKoreanAlt(page: Page, where: string): Promise<AxeFinding[]> {
  const targets = await page.evaluate(() =>
    [...document.querySelectorAll("img, [role=img]")]
      .filter((el) => el.getAttribute("aria-hidden") !== "true")
      .map((el) => ({ el, text: (el.getAttribute("alt") ?? el.getAttribute("aria-label") ?? "").trim() }))
      .filter(({ el, text }) => (text !== "" || el.tagName !== "IMG" ? !/[가-힣]/.test(text) : false))
      .map(({ el }) => el.outerHTML.slice(0, 120)),
  );
  return targets.length
    ? [
        {
          rule: "korean-alt",
          impact: "serious",
          where,
          nodes: targets.length,
          targets: targets.slice(0, 5),
          why: "alt/aria-label without Hangul",
        },
      ]
    : [];
}

/** Offending nodes counted per rule, over every page state scanned, for the test's printout. */
export function countPerRule(findings: AxeFinding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { rule, nodes } of findings) counts[rule] = (counts[rule] ?? 0) + nodes;
  return counts;
}
