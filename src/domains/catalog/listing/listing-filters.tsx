"use client";

import Link from "next/link";
import { ApplyFiltersOnChange } from "./apply-filters-on-change";
import { FilterSheet } from "./filter-sheet";
import type { FacetChoice, FacetChoices } from "./facet-choices";
import type { ListingParams } from "./listing-params";
import { COOLING_FILTER_LABELS, NICOTINE_FORM_LABELS } from "../labels";

function FacetGroup({
  legend,
  name,
  values,
  selected,
  label = (value) => value,
  scroll = false,
}: {
  legend: string;
  name: string;
  values: FacetChoice[];
  selected: string[];
  label?: (value: string) => string;
  scroll?: boolean;
}) {
  if (!values.length) return null;
  return (
    <fieldset className="facet-group">
      <legend>{legend}</legend>
      <div className={scroll ? "facet-list facet-scroll" : "facet-list"}>
        {values.map(([value, count, named]) => (
          <label key={value} className={count === 0 && !selected.includes(value) ? "facet-empty" : undefined}>
            <input type="checkbox" name={name} value={value} defaultChecked={selected.includes(value)} />
            {named ?? label(value)}
            <small>{count}</small>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The filter panel: a plain GET form (works without JavaScript; its state is the URL) that applies
 * each change at once when JavaScript runs. Below lg it folds into its 필터 button, which opens it as a
 * bottom sheet (FilterSheet); on wide screens it is always open (listing-filters.css). The form is keyed
 * by the URL's state so that a chip removed elsewhere unticks its box here.
 */
export function ListingFilters({
  path,
  params,
  facets,
  activeCount,
  total,
  stateKey,
}: {
  path: string;
  params: ListingParams;
  facets: FacetChoices;
  activeCount: number;
  /** Products matching the filters: the phone sheet's "n개 상품 보기". */
  total: number;
  /** The listing's query string (from the server: the client bundle stays free of the listing parser's zod). */
  stateKey: string;
}) {
  return (
    <FilterSheet label={`필터${activeCount ? ` (${activeCount})` : ""}`} total={total} stateKey={stateKey}>
      <form key={stateKey} action={path} method="get" className="mt-3 flex flex-col gap-3 lg:mt-0" aria-label="상품 필터">
        {params.sort !== "popular" ? <input type="hidden" name="sort" value={params.sort} /> : null}
        {params.view !== "grid" ? <input type="hidden" name="view" value={params.view} /> : null}
        <label className="flex min-h-8 items-center gap-2 text-sm font-semibold">
          <input type="checkbox" name="stock" value="1" defaultChecked={params.inStock} className="h-4 w-4 accent-brand-700" />
          재고 있는 상품만
        </label>
        <FacetGroup legend="맛" name="tag" values={facets.tag} selected={params.tags} />
        <FacetGroup
          legend="쿨링"
          name="cool"
          values={facets.cool}
          selected={params.cooling.map(String)}
          label={(value) => COOLING_FILTER_LABELS[Number(value)] ?? value}
        />
        <FacetGroup
          legend="니코틴 형태"
          name="form"
          values={facets.form}
          selected={params.forms}
          label={(value) => NICOTINE_FORM_LABELS[value as keyof typeof NICOTINE_FORM_LABELS] ?? value}
        />
        <FacetGroup legend="VG 비율" name="vg" values={facets.vg} selected={params.vg.map(String)} label={(value) => `VG ${value}%`} />
        <FacetGroup legend="용량" name="vol" values={facets.vol} selected={params.volumes.map(String)} label={(value) => `${value}ml`} />
        <fieldset className="facet-group">
          <legend>가격 (최저가 기준)</legend>
          <div className="flex items-center gap-2 text-sm">
            <PriceInput name="min" label="최소 가격" placeholder="최소" value={params.minPrice} />
            <span aria-hidden>~</span>
            <PriceInput name="max" label="최대 가격" placeholder="최대" value={params.maxPrice} />
          </div>
        </fieldset>
        <FacetGroup legend="제조사" name="maker" values={facets.maker} selected={params.makers} scroll />
        {/* Sticky only beside the grid: on a phone it would cover the boxes scrolling under it (WCAG 2.5.8). */}
        <div className="flex gap-2 bg-white pt-2 lg:sticky lg:bottom-0">
          <ApplyFiltersOnChange />
          <Link
            prefetch={false}
            scroll={false}
            href={path}
            className="flex-1 rounded-lg px-3 py-2 text-center text-sm font-semibold text-gray-700 ring-1 ring-gray-300"
          >
            초기화
          </Link>
        </div>
      </form>
    </FilterSheet>
  );
}

/** One bound of the price filter (won, in steps of 1,000). */
function PriceInput({ name, label, placeholder, value }: { name: string; label: string; placeholder: string; value: number | null }) {
  return (
    <>
      <label className="sr-only" htmlFor={`filter-${name}`}>
        {label}
      </label>
      <input
        id={`filter-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1000}
        placeholder={placeholder}
        defaultValue={value ?? undefined}
        className="price-input"
      />
    </>
  );
}
