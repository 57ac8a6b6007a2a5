"use client";

import Link from "next/link";

const LINKS = [
  { href: "/", label: "홈" },
  { href: "/mouth-inhalation", label: "입호흡 액상" },
  { href: "/lung-inhalation", label: "폐호흡 액상" },
  { href: "/ranking", label: "랭킹" },
];

/**
 * What a dead end (404, error) offers instead: a search box (plain GET form) and the main listings.
 * A client component: error boundaries show it, and every page's RSC payload carries the not-found
 * views of its layouts, which then are a reference and three strings instead of an element tree.
 */
export function WayOn({ code, title, text, children }: { code?: string; title: string; text: string; children?: React.ReactNode }) {
  return (
    <section
      aria-labelledby="way-on-title"
      className="mx-auto flex min-h-[50dvh] max-w-md flex-col items-center justify-center gap-4 text-center"
    >
      {code ? (
        <p aria-hidden className="text-5xl font-extrabold text-brand-700">
          {code}
        </p>
      ) : null}
      <div>
        <h1 id="way-on-title" className="text-xl font-bold">
          {title}
        </h1>
        <p className="mt-1 text-gray-600">{text}</p>
      </div>
      {children}
      <form action="/search" method="get" role="search" className="flex w-full gap-2">
        <label htmlFor="way-on-q" className="sr-only">
          액상 검색
        </label>
        <input
          id="way-on-q"
          name="q"
          type="search"
          placeholder="액상 이름이나 제조사로 검색"
          className="min-w-0 flex-1 rounded-full border border-gray-300 bg-white px-4 py-2.5 text-base"
        />
        <button
          type="submit"
          className="magnifier-before flex items-center gap-1 rounded-full bg-brand-700 px-4 py-2.5 font-semibold text-white"
        >
          검색
        </button>
      </form>
      <nav aria-label="다른 곳으로" className="flex flex-wrap justify-center gap-2">
        {LINKS.map((link) => (
          <Link
            key={link.href}
            prefetch={false}
            href={link.href}
            className="rounded-full px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50"
          >
            {link.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}
