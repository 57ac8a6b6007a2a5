"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { BasisPrice, type ListedPrice } from "@/domains/catalog/basis-price";
import { findMatchRange } from "./highlight-match";
import { quoteWithParticle } from "./quote-with-particle";
import type { SearchSuggestions } from "./suggestion-types";
import { useSearchSuggestions } from "./use-search-suggestions";
import { INHALATION_LABELS } from "@/domains/catalog/labels";

type Option = { href: string; group: "product" | "manufacturer" | "all"; label: string; detail?: string; price?: ListedPrice };

const GROUP_LABEL = { product: "상품", manufacturer: "제조사" } as const;

export const searchHref = (query: string) => `/search?q=${encodeURIComponent(query)}`;

function optionsFor(query: string, suggestions: SearchSuggestions): Option[] {
  return [
    ...suggestions.items.map((item): Option => ({
      href: `/products/${item.id}`,
      group: "product",
      label: item.name,
      detail: `${item.manufacturer} · ${INHALATION_LABELS[item.inhalation]}`,
      price: item.price,
    })),
    ...suggestions.manufacturers.map((maker): Option => ({
      href: searchHref(maker.name),
      group: "manufacturer",
      label: maker.name,
      detail: `상품 ${maker.productCount}개`,
    })),
    { href: searchHref(query), group: "all", label: `‘${query}’ 검색 결과 모두 보기` },
  ];
}

function Highlighted({ text, query }: { text: string; query: string }) {
  const range = findMatchRange(text, query);
  if (!range) return <>{text}</>;
  return (
    <>
      {text.slice(0, range[0])}
      <mark className="bg-transparent font-bold text-brand-700">{text.slice(...range)}</mark>
      {text.slice(range[1])}
    </>
  );
}

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
  const options = suggestions ? optionsFor(query, suggestions) : [];
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    router.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const last = options.length - 1;
      if (event.key === "ArrowDown") setActive(activeIndex >= last ? 0 : activeIndex + 1);
      else setActive(activeIndex <= 0 ? last : activeIndex - 1);
    } else if (event.key === "Enter" && activeIndex >= 0) {
      event.preventDefault();
      go(options[activeIndex]!.href);
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

  const renderOption = (option: Option, index: number) => (
    <Link
      key={option.href}
      id={optionId(index)}
      href={option.href}
      prefetch={false}
      role="option"
      tabIndex={-1}
      aria-selected={index === activeIndex}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => setOpen(false)}
      onMouseMove={() => activeIndex !== index && setActive(index)}
      className={`flex items-center gap-3 px-4 py-2 text-sm ${index === activeIndex ? "bg-brand-50" : ""} ${
        option.group === "all" ? "mt-1 border-t border-gray-100 py-2.5 font-medium text-brand-700" : ""
      }`}
    >
      <span className="min-w-0 flex-1">
        <span className="block truncate">{option.group === "all" ? option.label : <Highlighted text={option.label} query={query} />}</span>
        {option.detail ? <span className="block truncate text-xs text-gray-600">{option.detail}</span> : null}
      </span>
      {option.price ? (
        <span className="shrink-0 font-semibold tabular-nums" data-testid="suggestion-price">
          <BasisPrice {...option.price} />
        </span>
      ) : null}
    </Link>
  );
  const indexed = options.map((option, index) => ({ option, index }));
  const groups = (["product", "manufacturer"] as const).map((group) => ({
    group,
    entries: indexed.filter(({ option }) => option.group === group),
  }));
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
          onFocus={() => setOpen(true)}
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
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          className="search-input"
        />
      </div>
      <div hidden={!expanded} className="search-panel">
        {nothingFound ? (
          <p className="px-4 py-3 text-sm text-gray-500">
            {quoteWithParticle({ word: query, particle: "와/과" })} 일치하는 상품이 없습니다.
          </p>
        ) : null}
        <div id={listId} role="listbox" aria-label="검색어 추천">
          {groups.map(({ group, entries }) =>
            entries.length ? (
              <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
                <div id={`${id}-${group}`} role="presentation" className="px-4 pb-1 pt-2 text-xs font-semibold text-gray-500">
                  {GROUP_LABEL[group]}
                </div>
                {entries.map(({ option, index }) => renderOption(option, index))}
              </div>
            ) : null,
          )}
          {options.length ? renderOption(options[options.length - 1]!, options.length - 1) : null}
        </div>
      </div>
      <div role="status" className="sr-only">
        {expanded ? (nothingFound ? "일치하는 상품이 없습니다" : `추천 ${options.length - 1}개`) : ""}
      </div>
    </form>
  );
}
