import { Unbroken } from "../ui/unbroken";
import type { Hit } from "./result";

/** The results of the words `query`: kind, title and excerpt of each, the matched words marked. */
export function ResultList({ query, hits }: { query: string; hits: readonly Hit[] }) {
  return (
    <ul aria-label={`Results for “${query}”`} className="space-y-1 p-2 sm:p-3">
      {hits.map((hit) => (
        <li key={hit.url}>
          <a
            href={hit.url}
            data-search-hit=""
            className="block rounded-md px-3 py-2.5 hover:bg-slate-100 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="block text-xs font-semibold uppercase text-slate-600">{hit.type}</span>
            <span className="block font-semibold text-brand-800">
              <Unbroken>{hit.title}</Unbroken>
            </span>
            <span className="mt-0.5 block text-sm leading-6 text-slate-700">
              {hit.excerpt.map((run, index) =>
                index % 2 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: runs of one excerpt never move
                  <mark key={index} className="rounded-sm bg-amber-100 font-medium text-slate-900">
                    <Unbroken>{run}</Unbroken>
                  </mark>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: runs of one excerpt never move
                  <Unbroken key={index}>{run}</Unbroken>
                ),
              )}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
