import type { Inhalation, NicotineForm, NicotineSource } from "../schema";

/** What the matcher knows of the catalogue: makers with their other spellings, and every product. */
export type MatchCatalog = {
  manufacturers: Array<{ name: string; aliases?: string[] }>;
  products: MatchProduct[];
};

export type MatchProduct = {
  id: number;
  manufacturer: string;
  name: string;
  inhalation: Inhalation;
  nicotineForm: NicotineForm;
  nicotineMg: number;
  volumeMl: number;
  nicotineSource?: NicotineSource;
  /** Other names shops use for this liquid (`Heisenberg` for `하이젠버그`). */
  aliases?: string[];
};

/** One bottle of a liquid the catalogue lacks, as the title describes it (null: the title does not say). */
export type NewProductSpecs = {
  manufacturer: string;
  name: string;
  volumeMl: number;
  nicotineMg: number;
  inhalation: Inhalation | null;
  nicotineForm: NicotineForm | null;
  nicotineSource: NicotineSource | null;
};

export type MatchCandidate = { productId: number; score: number };

export type MatchDecision =
  | { decision: "match"; productId: number; score: number }
  | { decision: "new"; specs: NewProductSpecs }
  | { decision: "skip"; reason: string }
  | { decision: "review"; reason: string; candidates: MatchCandidate[] };
