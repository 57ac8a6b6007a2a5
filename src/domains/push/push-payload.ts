import type { PushMessage } from "./push-message";

/** aes128gcm adds 86 bytes and a push service takes at most 4096; staying at 3 KB leaves room for every service. */
export const MAX_PUSH_PAYLOAD_BYTES = 3_072;

/** The JSON the service worker shows: {title, body, url, tag}; a body too long for one push is cut with "…". */
export function encodePushPayload({ message }: { message: PushMessage }): string {
  const { title, url, tag } = message;
  const encode = (body: string) => JSON.stringify({ title, body, url, tag });
  const whole = encode(message.body);
  if (Buffer.byteLength(whole) <= MAX_PUSH_PAYLOAD_BYTES) return whole;
  let budget = MAX_PUSH_PAYLOAD_BYTES - Buffer.byteLength(encode("…"));
  let kept = "";
  for (const char of message.body) {
    // A character's cost is its size inside a JSON string (escapes included).
    budget -= Buffer.byteLength(JSON.stringify(char)) - 2;
    if (budget < 0) break;
    kept += char;
  }
  return encode(`${kept}…`);
}
