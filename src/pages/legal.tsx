/** Privacy policy and Terms of service (SPEC 2.14): markdown from content/legal/, last updated date. */

import ChevronDown from "lucide-react/icons/chevron-down";
import { ProseHtml } from "../components/ui/prose-html";
import { Unbroken } from "../components/ui/unbroken";
import type { LegalDoc } from "../model/schema";
import { paths } from "../paths";
import { useSite } from "../site-context";
import { definePage } from "./page";

/** The numbered sections, a link to each. */
function Contents({ doc }: { doc: LegalDoc }) {
  return (
    <ol className="space-y-1 text-sm">
      {doc.sections.map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="block rounded-md px-2 py-1.5 leading-5 text-slate-700 hover:bg-slate-50 hover:text-brand-700"
          >
            <Unbroken>{section.text}</Unbroken>
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * A legal text reads as a document, not a campaign: a light header with its title and date, and
 * its numbered sections listed (a link to each: beside the text from the large breakpoint, folded
 * above it on smaller screens), so a procurement or legal reviewer finds the clause they came for.
 */
function LegalPage({ doc }: { doc: LegalDoc }) {
  return (
    <>
      <section data-hero="legal" className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <div className="max-w-3xl">
            <h1 className="text-[1.75rem] leading-tight font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-[2.625rem] lg:leading-[1.1]">
              <Unbroken>{doc.title}</Unbroken>
            </h1>
            <p className="mt-4 text-base text-slate-600 sm:text-lg">
              Last updated <time dateTime={doc.updated}>{doc.updatedText}</time>
            </p>
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-14 lg:grid lg:grid-cols-12 lg:gap-12 lg:px-8">
        {/* On a phone or tablet, the same list folded under one line above the text. */}
        <div className="mb-10 lg:hidden">
          <details className="group rounded-xl border border-slate-200 bg-white shadow-sm">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
              <span>
                Contents <span className="font-normal text-slate-500">({doc.sections.length} sections)</span>
              </span>
              <ChevronDown
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="border-t border-slate-200 px-3 py-3">
              <Contents doc={doc} />
            </div>
          </details>
        </div>
        <nav aria-labelledby="legal-contents" className="hidden lg:col-span-4 lg:block xl:col-span-3">
          <div className="sticky top-24 max-h-[calc(100vh-8rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="legal-contents" className="text-sm font-semibold uppercase tracking-wider text-slate-500">
              Contents
            </h2>
            <div className="mt-3">
              <Contents doc={doc} />
            </div>
          </div>
        </nav>
        <ProseHtml
          className="prose-content max-w-3xl lg:col-span-8 xl:col-span-9 [&>h2:first-child]:mt-0"
          html={doc.html}
        />
      </div>
    </>
  );
}

export const privacyPage = definePage({
  id: "privacy",
  path: paths.privacy,
  head: (_route, content) => ({
    title: content.legal.privacy.title,
    description: content.legal.privacy.description,
  }),
  Page: () => <LegalPage doc={useSite().content.legal.privacy} />,
  lastModified: (_route, content) => content.legal.privacy.updated,
  source: (_route, content) => content.legal.privacy.file,
});

export const termsPage = definePage({
  id: "terms",
  path: paths.terms,
  crumb: "Terms of Service",
  head: (_route, content) => ({
    title: content.legal.terms.title,
    description: content.legal.terms.description,
  }),
  Page: () => <LegalPage doc={useSite().content.legal.terms} />,
  lastModified: (_route, content) => content.legal.terms.updated,
  source: (_route, content) => content.legal.terms.file,
});
