/**
 * Blog category filter (SPEC 2.8, 4): chips All plus each category. Without
 * JavaScript the chips are links to the category pages; once hydrated they
 * become toggle buttons (aria-pressed) that show only the chosen category's
 * cards, which stay in the prerendered grid (content never travels in JS), the first of them
 * drawn wider where the rows would leave one card alone.
 * All resets. The count of shown articles is announced politely.
 * A blog longer than one page renders this component without the island (src/pages/blog/blog-index.tsx),
 * so its chips stay links: to a category's first page, All to /blog.
 */
import { useEffect, useState } from "react";
import { wideCards } from "../lib/grid-rows";

export interface BlogFilterProps {
  /** Chips after All: label, slug and the no-JS link to the category page. */
  categories: { label: string; slug: string; href: string }[];
  /** Link of the All chip without JS (the blog page itself). */
  allHref: string;
  /** The All chip's link is the page being shown (/blog, not a later page of it): aria-current. */
  allCurrent?: boolean;
  total: number;
}

const ALL = "all";

export default function BlogFilter({ categories, allHref, allCurrent, total }: BlogFilterProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [selected, setSelected] = useState(ALL);
  const [shown, setShown] = useState(total);

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (!enhanced) return;
    const items = [...document.querySelectorAll<HTMLElement>("[data-post-category]")];
    const visible = items.filter((item) => selected === ALL || item.dataset.postCategory === selected);
    // The cards shown fill whole rows: the first ones are drawn wider (src/lib/grid-rows.ts).
    const wide = wideCards(visible.length);
    for (const item of items) {
      const index = visible.indexOf(item);
      item.hidden = index < 0;
      item.toggleAttribute("data-wide-md", index >= 0 && index < wide.md);
      item.toggleAttribute("data-wide-lg", index >= 0 && index < wide.lg);
    }
    setShown(visible.length);
  }, [enhanced, selected]);

  const chips = [{ label: "All", slug: ALL, href: allHref }, ...categories];
  const chipClass = (active: boolean) =>
    `inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
      active
        ? "border-brand-700 bg-brand-700 text-white"
        : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
    }`;

  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="sr-only">Filter articles by category</legend>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.slug}>
            {enhanced ? (
              <button
                type="button"
                aria-pressed={selected === chip.slug}
                className={chipClass(selected === chip.slug)}
                onClick={() => setSelected(chip.slug)}
              >
                {chip.label}
              </button>
            ) : (
              <a
                href={chip.href}
                aria-current={chip.slug === ALL && allCurrent ? "page" : undefined}
                className={chipClass(chip.slug === ALL)}
              >
                {chip.label}
              </a>
            )}
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {enhanced && selected !== ALL ? `Showing ${shown} ${shown === 1 ? "article" : "articles"}` : ""}
      </p>
    </fieldset>
  );
}
