import iconv from "iconv-lite";

// Korean legacy labels all mean the same byte map in practice; CP949 (UHC) is the superset
// that also holds the 8,822 syllables EUC-KR lacks (e.g. "똠"), as browsers do.
const KOREAN_LABELS = new Set([
  "euc-kr",
  "euckr",
  "cp949",
  "ms949",
  "uhc",
  "windows-949",
  "x-windows-949",
  "ks_c_5601-1987",
  "ks_c_5601-1989",
  "ksc5601",
  "ksc_5601",
  "iso-ir-149",
  "korean",
  "csksc56011987",
]);
const UTF8_LABELS = new Set(["utf-8", "utf8", "unicode-1-1-utf-8", "x-unicode20utf8"]);
const SNIFF_BYTES = 2048;
const utf8 = new TextDecoder("utf-8");
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Maps a charset label to an iconv-lite encoding name, or null when unknown. */
export function normalizeCharset(label: string | null | undefined): string | null {
  if (!label) return null;
  const name = label
    .trim()
    .replace(/^["']|["']$/g, "")
    .toLowerCase();
  if (UTF8_LABELS.has(name)) return "utf-8";
  if (KOREAN_LABELS.has(name)) return "cp949";
  // WHATWG: latin1 labels decode as windows-1252.
  if (name === "iso-8859-1" || name === "latin1" || name === "us-ascii" || name === "ascii") return "windows-1252";
  return iconv.encodingExists(name) ? name : null;
}

export function charsetFromContentType(contentType: string | null | undefined): string | null {
  const match = contentType ? /charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType) : null;
  return normalizeCharset(match?.[1]);
}

/** Finds `<meta charset>` or `<meta http-equiv="Content-Type" content="...charset=">` in the first 2 KB. */
export function sniffMetaCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, SNIFF_BYTES)).toString("latin1");
  for (const tag of head.matchAll(/<meta\b[^>]*>/gi)) {
    const match = /charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(tag[0]);
    const charset = normalizeCharset(match?.[1]);
    if (charset) return charset;
  }
  return null;
}

function bomCharset(bytes: Uint8Array): { charset: string; length: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { charset: "utf-8", length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { charset: "utf-16le", length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { charset: "utf-16be", length: 2 };
  return null;
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function decodeAs(bytes: Uint8Array, charset: string): string {
  if (charset === "utf-8") return utf8.decode(bytes);
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), charset);
}

/**
 * Decodes a page's bytes to text. Order: BOM, Content-Type charset, `<meta>` charset in the first
 * 2 KB, UTF-8. Korean shops often send "charset=utf-8" for EUC-KR bytes: when the header says
 * UTF-8 but the bytes are not valid UTF-8 and the page declares another charset, the page wins.
 */
export function decodeHtml(bytes: Uint8Array, contentTypeHeader?: string | null): string {
  const bom = bomCharset(bytes);
  if (bom) return decodeAs(bytes.subarray(bom.length), bom.charset);
  const fromHeader = charsetFromContentType(contentTypeHeader);
  if (fromHeader && fromHeader !== "utf-8") return decodeAs(bytes, fromHeader);
  const fromMeta = sniffMetaCharset(bytes);
  if (fromHeader === "utf-8" && fromMeta && fromMeta !== "utf-8" && !isValidUtf8(bytes)) return decodeAs(bytes, fromMeta);
  return decodeAs(bytes, fromHeader ?? fromMeta ?? "utf-8");
}
