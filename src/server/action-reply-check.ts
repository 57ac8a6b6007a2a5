// What React's encodeReply writes for values that are no reference (`$$` escapes a string that starts with `$`).
const VALUE_FORMS = /^\$(?:\$|undefined$|Infinity$|-Infinity$|NaN$|-0$|D\d|n-?\d+$)/;
// A reference to another part of the reply: `$1`, `$K1` (FormData), `$Q1` (Map), `$F1` (server reference), `$@1` …
const REFERENCE = /^\$[A-Za-z@]?([0-9a-f]+)$/;

function referencesResolve(value: unknown, hasPart: (id: string) => boolean): boolean {
  if (typeof value === "string") {
    if (!value.startsWith("$") || VALUE_FORMS.test(value)) return true;
    const id = REFERENCE.exec(value)?.[1];
    return id !== undefined && hasPart(id);
  }
  if (Array.isArray(value)) return value.every((item) => referencesResolve(item, hasPart));
  if (value !== null && typeof value === "object") return Object.values(value).every((item) => referencesResolve(item, hasPart));
  return true;
}

/**
 * Whether a server action's reply (its root part: the JSON text of the argument list) is one React can decode into
 * arguments: an array whose every `$` reference names a part the body has. `{{{{`, `1`, `null`, `["$Q1"]` or `["$F1"]`
 * alone made Next answer 500 (issue 56); they are refused with 400 instead.
 */
export function isWellFormedActionReply(root: string, hasPart: (id: string) => boolean = () => false): boolean {
  let args: unknown;
  try {
    args = JSON.parse(root);
  } catch {
    return false;
  }
  return Array.isArray(args) && referencesResolve(args, hasPart);
}
