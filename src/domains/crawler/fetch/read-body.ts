import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { FetchProblem } from "@/domains/crawler/fetch/types";

function decoderFor(encoding: string | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  switch (encoding?.trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip();
    case "deflate":
      return zlib.createInflate();
    case "br":
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/**
 * Reads a response body into memory, decompressing gzip/deflate/br, and aborts as soon as more
 * than `maxBytes` arrive (counted after decompression, so a small compressed bomb is caught too).
 */
export async function readBodyCapped(body: Readable, contentEncoding: string | undefined, maxBytes: number): Promise<Uint8Array> {
  const decoder = decoderFor(contentEncoding);
  const stream: Readable = decoder ? body.pipe(decoder) : body;
  if (decoder) body.once("error", (error) => decoder.destroy(error));
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) throw new FetchProblem("TOO_LARGE", `최대 ${formatBytes(maxBytes)}`);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    body.destroy();
    decoder?.destroy();
    if (error instanceof FetchProblem) throw error;
    if (decoder && (error as NodeJS.ErrnoException).code?.startsWith("Z_")) throw new FetchProblem("NETWORK", "압축 해제 실패");
    throw error;
  }
  const buffer = Buffer.concat(chunks, total);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)}KB`;
  return `${bytes}B`;
}
