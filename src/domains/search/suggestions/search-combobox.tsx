"use client";

import { lazyComponent } from "@/ui/lazy-component";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { optionHrefs, searchHref, searchOptionId } from "./search-option";
import { useSearchSuggestions } from "./use-search-suggestions";

// The list's drawing (highlights, prices, Korean particles with es-hangul) loads when the box is first used.
const loadOptions = () => import("./search-suggestion-options");
const SuggestionOptions = lazyComponent(() => loadOptions().then((module) => module.SuggestionOptions), { ssr: false });
const NothingFound = lazyComponent(() => loadOptions().then((module) => module.NothingFound), { ssr: false });

/**
 * The header search box: a GET form to /search (works without JavaScript) that, with it, suggests
 * products and manufacturers as you type (ARIA 1.2 combobox: focus stays in the input, the active
 * option is aria-activedescendant). On phones the list spans the width under the header.
 */
export function SearchCombobox({ initialQuery = "" }: { initialQuery?: string }) {
  const router = useRouter();
  const id = useId();
  const listId = `${id}-list`;
  const [value, setValue] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { query, suggestions } = useSearchSuggestions(value);
  const hrefs = suggestions ? optionHrefs(query, suggestions) : [];
  const expanded = open && hrefs.length > 0;
  const activeIndex = expanded && active < hrefs.length ? active : -1;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    router.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!hrefs.length) return;
      event.preventDefault();
      setOpen(true);
      const last = hrefs.length - 1;
      if (event.key === "ArrowDown") setActive(activeIndex >= last ? 0 : activeIndex + 1);
      else setActive(activeIndex <= 0 ? last : activeIndex - 1);
    } else if (event.key === "Enter" && activeIndex >= 0) {
      event.preventDefault();
      go(hrefs[activeIndex]!);
    } else if (event.key === "Escape") {
      // Open: only close the list (Chrome would also clear a search input); closed: clear the box.
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else setValue("");
      setActive(-1);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query) go(searchHref(query));
  };

  const nothingFound = suggestions !== null && !suggestions.items.length && !suggestions.manufacturers.length;

  return (
    <form action="/search" role="search" onSubmit={onSubmit} className="min-w-0 flex-1 sm:relative sm:flex-none">
      <label htmlFor={`${id}-input`} className="sr-only">
        액상 검색
      </label>
      <div className="search-field">
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setOpen(true);
            void loadOptions();
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          placeholder="액상 검색 (예: ㄹㅁ)"
          maxLength={50}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? searchOptionId(id, activeIndex) : undefined}
          className="search-input"
        />
      </div>
      <div hidden={!expanded} className="search-panel">
        {nothingFound ? <NothingFound query={query} /> : null}
        <div id={listId} role="listbox" aria-label="검색어 추천">
          {suggestions && hrefs.length ? (
            <SuggestionOptions
              id={id}
              suggestions={suggestions}
              activeIndex={activeIndex}
              query={query}
              onPick={() => setOpen(false)}
              onPoint={(index) => activeIndex !== index && setActive(index)}
            />
          ) : null}
        </div>
      </div>
      <div role="status" className="sr-only">
        {expanded ? (nothingFound ? "일치하는 상품이 없습니다" : `추천 ${hrefs.length - 1}개`) : ""}
      </div>
    </form>
  );
}
