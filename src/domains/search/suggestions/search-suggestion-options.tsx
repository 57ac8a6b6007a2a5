"use client";

import Link from "next/link";
import { BasisPrice } from "@/domains/catalog/basis-price";
import { findMatchRange } from "./highlight-match";
import { quoteWithParticle } from "../quote-with-particle";
import { INHALATION_LABELS } from "@/domains/catalog/labels";
import { optionHrefs, searchOptionId, type SearchOption } from "./search-option";
import type { SearchSuggestions } from "./suggestion-types";

const GROUP_LABEL = { product: "상품", manufacturer: "제조사" } as const;

/** The list's entries with their labels, each leading where `optionHrefs` says (the box's keys follow those). */
function optionsFor(query: string, suggestions: SearchSuggestions): SearchOption[] {
  const hrefs = optionHrefs(query, suggestions);
  const products = suggestions.items.map((item, index): SearchOption => ({
    href: hrefs[index]!,
    group: "product",
    label: item.name,
    detail: `${item.manufacturer} · ${INHALATION_LABELS[item.inhalation]}`,
    price: item.price,
  }));
  const makers = suggestions.manufacturers.map((maker, index): SearchOption => ({
    href: hrefs[products.length + index]!,
    group: "manufacturer",
    label: maker.name,
    detail: `상품 ${maker.productCount}개`,
  }));
  return [...products, ...makers, { href: hrefs.at(-1)!, group: "all", label: `‘${query}’ 검색 결과 모두 보기` }];
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

/** The box's answer when nothing matches: `‘래몬’과 일치하는 상품이 없습니다.` */
export function NothingFound({ query }: { query: string }) {
  return (
    <p className="px-4 py-3 text-sm text-gray-500">{quoteWithParticle({ word: query, particle: "와/과" })} 일치하는 상품이 없습니다.</p>
  );
}

/**
 * The options of the header box's listbox, grouped (상품, 제조사) with "all results" last; the input keeps focus and
 * points at the active one (aria-activedescendant), so a press on an option must not take focus from it.
 */
export function SuggestionOptions({
  id,
  suggestions,
  activeIndex,
  query,
  onPick,
  onPoint,
}: {
  id: string;
  suggestions: SearchSuggestions;
  activeIndex: number;
  query: string;
  onPick: () => void;
  onPoint: (index: number) => void;
}) {
  const options = optionsFor(query, suggestions);
  const renderOption = (option: SearchOption, index: number) => (
    <Link
      key={option.href}
      id={searchOptionId(id, index)}
      href={option.href}
      prefetch={false}
      role="option"
      tabIndex={-1}
      aria-selected={index === activeIndex}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
      onMouseMove={() => onPoint(index)}
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
  return (
    <>
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
      {renderOption(options[options.length - 1]!, options.length - 1)}
    </>
  );
}
