/**
 * How close a mistyped query must be to a name, in jamo (NFD, `search_jamo`: `래몬` → `ㄹㅐㅁㅗㄴ`).
 * Whole syllables would miss a wrong first syllable (`래몬` shares no syllable trigram with `레몬`).
 * A name is similar when part of it holds the query's jamo closely (`word_similarity`: `레먼` in `레몬`
 * 0.5, but `레드불` 0.33), or a whole word of it does (`strict_word_similarity`: `래몬` and `레몬` keep 3
 * of their 6 trigrams each, 0.33, where `레먼` and `레드불` keep 2 of 6 and 8, 0.17).
 *
 * pg_trgm reads the thresholds of its `%>` and `%>>` operators from these settings, set for the typo
 * query's transaction only. PostgreSQL prices those operators like a cheap comparison and would compare
 * every name rather than read the trigram index (10,000 products: ~180 ms against ~4 ms), hence no
 * sequential scan there.
 */
export const TYPO_QUERY_SETTINGS = {
  "pg_trgm.word_similarity_threshold": "0.45",
  "pg_trgm.strict_word_similarity_threshold": "0.3",
  enable_seqscan: "off",
} as const;
