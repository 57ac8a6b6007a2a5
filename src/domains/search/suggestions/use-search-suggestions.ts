"use client";

import { useEffect, useState } from "react";
import type { SearchSuggestions } from "./suggestion-types";

export const SUGGEST_DEBOUNCE_MS = 150;
const CACHE_SIZE = 40;

/** Answers already fetched this page view, so backspacing over a query asks nothing again. */
const cache = new Map<string, SearchSuggestions>();

function remember(query: string, suggestions: SearchSuggestions) {
  cache.set(query, suggestions);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

/**
 * Suggestions for what is typed, fetched 150 ms after typing stops; a newer query aborts the older
 * request, and the last answer stays shown until the next one arrives (no flicker while typing).
 */
export function useSearchSuggestions(input: string): { query: string; suggestions: SearchSuggestions | null } {
  const query = input.trim().slice(0, 50);
  const [answer, setAnswer] = useState<SearchSuggestions | null>(null);

  useEffect(() => {
    if (!query || cache.has(query)) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search/suggest?q=${encodeURIComponent(query)}`, { signal: controller.signal });
        if (!response.ok) return;
        const suggestions = (await response.json()) as SearchSuggestions;
        remember(query, suggestions);
        setAnswer(suggestions);
      } catch {
        // Aborted by newer typing, or offline: the box keeps working as a plain search form.
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return { query, suggestions: query ? (cache.get(query) ?? answer) : null };
}
