import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cutNonce, fillNonce } from "./nonce-template";

const OLD = "b2xkIG5vbmNlIHJlbmRlciE=";
const html = (nonce: string) =>
  `<html><script nonce="${nonce}">a()</script>${"<p>가격 12,900원</p>".repeat(500)}<script nonce="${nonce}">b("${nonce}")</script></html>`;

describe("nonce template", () => {
  it("gives each hit its own nonce, as text and as a valid gzip stream", () => {
    for (const gzip of [false, true]) {
      const template = cutNonce(html(OLD), OLD, gzip);
      for (const nonce of ["Zmlyc3QgaGl0IG5vbmNlIQ==", "c2Vjb25kIGhpdCBub25jZQ=="]) {
        const sent = fillNonce(template, nonce);
        expect((gzip ? gunzipSync(sent) : sent).toString("utf8")).toBe(html(nonce));
      }
    }
  });

  it("compresses across the nonces (each part refers back to the page before it) and stays valid for a nonce of another length", () => {
    const page = html(OLD);
    const template = cutNonce(page, OLD, true);
    // What a splice costs: per nonce a flush marker, a stored-block header and the nonce itself, uncompressed.
    expect(fillNonce(template, "Zmlyc3QgaGl0IG5vbmNlIQ==").length).toBeLessThan(gzipSync(page).length + 3 * 40);
    expect(gunzipSync(fillNonce(template, "c2hvcnQ=")).toString("utf8")).toBe(html("c2hvcnQ="));
  });

  it("keeps a page without a nonce, or one starting or ending with it, whole", () => {
    for (const page of ["<p>none</p>", `${OLD}<p>x</p>${OLD}`, ""])
      expect(gunzipSync(fillNonce(cutNonce(page, OLD, true), "bmV3")).toString()).toBe(page.replaceAll(OLD, "bmV3"));
  });
});
