import { constants, crc32, deflateRawSync, gzipSync } from "node:zlib";

/**
 * A page kept with its CSP nonce cut out, so that every hit sends its own: the text between the nonces
 * (`rawParts`, byte lengths) and, for a gzip page, each of those parts deflated and flushed to a byte boundary
 * (`gzipParts`), so a hit splices the new nonce in as a stored block without compressing the page.
 */
export type NonceTemplate = { body: Buffer; rawParts: number[]; gzipParts?: number[]; nonceBytes?: number };

const SYNC_FLUSH = { finishFlush: constants.Z_SYNC_FLUSH };
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final fixed-Huffman block holding only its end code: closes the deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([3, 0]);

/** Deflate looks back this far. */
const WINDOW = 32 * 1024;

export function cutNonce(html: string, nonce: string | undefined, gzip: boolean): NonceTemplate {
  const raw = (nonce ? html.split(nonce) : [html]).map((part) => Buffer.from(part, "utf8"));
  const nonceBytes = Buffer.byteLength(nonce ?? "");
  // A NUL in the text could be matched against the stand-ins for the nonces: then each part is deflated alone.
  const deflated = gzip ? deflateParts(raw, html.includes("\0") ? null : nonceBytes) : undefined;
  const body = Buffer.concat([...raw, ...(deflated ?? [])]);
  return { body, rawParts: lengths(raw), gzipParts: deflated && lengths(deflated), nonceBytes };
}

/**
 * Each part deflated with the page before it as its dictionary, the nonces there as NUL bytes (HTML text has
 * none, so no back-reference reaches into a nonce): any nonce of the same length can then stand between the parts.
 */
function deflateParts(raw: Buffer[], nonceLength: number | null): Buffer[] {
  const gap = Buffer.alloc(nonceLength ?? 0);
  let before = Buffer.alloc(0);
  return raw.map((part, i) => {
    const options = i && nonceLength !== null ? { ...SYNC_FLUSH, dictionary: before.subarray(-WINDOW) } : SYNC_FLUSH;
    before = Buffer.concat([before.subarray(-WINDOW), part, gap]);
    return deflateRawSync(part, options);
  });
}

/** The page's bytes (gzip when it was kept so) with `nonce` wherever the rendered page had its own. */
export function fillNonce({ body, rawParts, gzipParts, nonceBytes }: NonceTemplate, nonce: string): Buffer {
  const raw = slices(body, rawParts, 0);
  const filler = Buffer.from(nonce, "utf8");
  const text = () => Buffer.concat(raw.flatMap((part, i) => (i ? [filler, part] : [part])));
  if (!gzipParts) return text();
  // The parts' back-references assume a nonce of the rendered one's length (always 24 base64 characters).
  if (raw.length > 1 && filler.length !== nonceBytes) return gzipSync(text());
  let crc = 0;
  raw.forEach((part, i) => (crc = crc32(part, i ? crc32(filler, crc) : crc)));
  const size = rawParts.reduce((sum, n) => sum + n, 0) + filler.length * (raw.length - 1);
  const stored = Buffer.concat([storedBlockHeader(filler.length), filler]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  const deflated = slices(body, gzipParts, size - filler.length * (raw.length - 1));
  return Buffer.concat([GZIP_HEADER, ...deflated.flatMap((part, i) => (i ? [stored, part] : [part])), FINAL_EMPTY_BLOCK, trailer]);
}

/** A non-final stored (uncompressed) deflate block of `length` bytes; the stream before it ends on a byte boundary. */
function storedBlockHeader(length: number): Buffer {
  return Buffer.from([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
}

const lengths = (parts: Buffer[]) => parts.map((part) => part.length);

function slices(body: Buffer, sizes: number[], from: number): Buffer[] {
  let at = from;
  return sizes.map((size) => body.subarray(at, (at += size)));
}
