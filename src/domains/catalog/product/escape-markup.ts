const ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" };

/** Text made safe inside SVG or HTML markup, element content or a quoted attribute. */
export const escapeMarkup = (text: string) => text.replace(/[<>&"']/g, (c) => ENTITIES[c]!);
