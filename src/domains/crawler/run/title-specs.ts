/** Bottle size and nicotine strength as shops write them in titles: `30ml`, `60 ML`, `9.8mg`, `3MG`. */
export function parseTitleSpecs(title: string): { volumeMl: number | null; nicotineMg: number | null } {
  const ml = /(\d{1,4})\s*(?:ml|㎖)(?![a-z])/i.exec(title);
  const mg = /(\d{1,2}(?:\.\d)?)\s*(?:mg|㎎)(?![a-z])/i.exec(title);
  return { volumeMl: ml ? Number(ml[1]) : null, nicotineMg: mg ? Number(mg[1]) : null };
}

/** The title without sizes, strengths and bracket punctuation: what name similarity should compare. */
export function titleForMatching(title: string): string {
  return title
    .replace(/\d+(?:\.\d+)?\s*(?:ml|mg|㎖|㎎)(?![a-z])/gi, " ")
    .replace(/[[\](){}/|,·\-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
