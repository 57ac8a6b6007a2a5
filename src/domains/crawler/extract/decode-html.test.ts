import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { charsetFromContentType, decodeHtml, normalizeCharset, sniffMetaCharset } from "@/domains/crawler/extract/decode-html";

// "똠" exists only in CP949, not in the 2,350-syllable EUC-KR set: it proves the superset is used.
const korean = "칠리 똠얌 솔트 30ml 12,900원";
const page = (charsetMeta: string, body = korean) =>
  `<!DOCTYPE html><html><head>${charsetMeta}<title>t</title></head><body>${body}</body></html>`;
const cp949 = (text: string) => new Uint8Array(iconv.encode(text, "cp949"));
const utf8 = (text: string) => new TextEncoder().encode(text);

describe("decodeHtml", () => {
  it("defaults to UTF-8", () => {
    expect(decodeHtml(utf8(page("")))).toContain(korean);
  });

  it("uses the Content-Type charset", () => {
    expect(decodeHtml(cp949(page("")), "text/html; charset=EUC-KR")).toContain(korean);
    expect(decodeHtml(cp949(page("")), 'text/html;charset="ks_c_5601-1987"')).toContain(korean);
  });

  it("sniffs <meta charset> and http-equiv in the first 2 KB", () => {
    expect(decodeHtml(cp949(page('<meta charset="euc-kr">')))).toContain(korean);
    expect(decodeHtml(cp949(page('<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">')), "text/html")).toContain(korean);
    expect(decodeHtml(cp949(page("<meta charset=cp949>")))).toContain(korean);
  });

  it("ignores a meta charset beyond the first 2 KB", () => {
    const late = `<!--${"x".repeat(2100)}--><meta charset="euc-kr">`;
    expect(decodeHtml(utf8(page(late)))).toContain(korean);
  });

  it("lets the header win over the meta tag", () => {
    expect(decodeHtml(utf8(page('<meta charset="euc-kr">')), "text/html; charset=utf-8")).toContain(korean);
  });

  it("falls back to the meta charset when a UTF-8 header is contradicted by the bytes", () => {
    expect(decodeHtml(cp949(page('<meta charset="euc-kr">')), "text/html; charset=utf-8")).toContain(korean);
  });

  it("lets a BOM win over everything", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(page('<meta charset="euc-kr">'))]);
    const text = decodeHtml(bytes, "text/html; charset=euc-kr");
    expect(text).toContain(korean);
    expect(text.startsWith("<!DOCTYPE")).toBe(true);
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(page(""), "utf16le")]);
    expect(decodeHtml(utf16)).toContain(korean);
  });

  it("decodes a subarray view without reading outside it", () => {
    const whole = utf8(`garbage${page("")}`);
    expect(decodeHtml(whole.subarray(7)).startsWith("<!DOCTYPE")).toBe(true);
  });
});

describe("charset helpers", () => {
  it.each([
    ["EUC-KR", "cp949"],
    ["x-windows-949", "cp949"],
    ["UTF8", "utf-8"],
    ["iso-8859-1", "windows-1252"],
    ["shift_jis", "shift_jis"],
    ["no-such-charset", null],
    ["", null],
  ])("normalizeCharset(%j) → %j", (label, expected) => {
    expect(normalizeCharset(label)).toBe(expected);
  });

  it("reads charset from content type and meta", () => {
    expect(charsetFromContentType("text/html")).toBeNull();
    expect(charsetFromContentType("text/html; Charset=euc-kr")).toBe("cp949");
    expect(sniffMetaCharset(utf8("<meta name=x><meta charset='utf-8'>"))).toBe("utf-8");
    expect(sniffMetaCharset(utf8("<html>"))).toBeNull();
  });
});
