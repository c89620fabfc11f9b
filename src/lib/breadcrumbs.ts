/**
 * Breadcrumb items (SPEC 2.2): one per path segment after Home. A segment that
 * is a page takes that page's label (its module declares it where SPEC 2.2
 * gives a special one); any other is title-cased from its hyphenated words.
 */

import { paths } from "../paths";

/** Word labels that are not simply capitalised. */
const wordLabels: Record<string, string> = { itad: "ITAD" };

export function segmentLabel(segment: string): string {
  return segment
    .split("-")
    .filter(Boolean)
    .map((word) => wordLabels[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export interface Crumb {
  label: string;
  /** Site path; absent on the current page and on segments that are not pages. */
  href?: string;
}

/**
 * The items after the Home icon link; the last is the current page and is never a link.
 * A list's numbered page (`/blog/page/2`, src/paths.ts listPage) ends in one item, "Page 2",
 * after its list's own items, rather than "Page" and "2".
 */
export function breadcrumbs(path: string, pageAt: (path: string) => { crumb: string } | undefined): Crumb[] {
  const numbered = /^(\/.+)\/page\/(\d+)\/?$/.exec(path);
  if (numbered) {
    const [, listPath = "", page] = numbered;
    const list = breadcrumbs(listPath, pageAt);
    const last = list.pop();
    return [...list, ...(last ? [{ ...last, href: listPath }] : []), { label: `Page ${page}` }];
  }
  const segments = path.split("/").filter(Boolean);
  return segments.map((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join("/")}`;
    const page = pageAt(href);
    const label = page?.crumb ?? segmentLabel(segment);
    if (index === segments.length - 1 || !page) return { label };
    return { label, href };
  });
}

/** The trail's first item: a link to Home (an icon, named for screen readers). */
export const HOME_CRUMB = { label: "Home", href: paths.home } as const satisfies Crumb;

/**
 * The whole trail a page's breadcrumb shows: Home, then breadcrumbs(); empty on Home, which
 * shows none. The breadcrumb (src/components/layout/breadcrumb.tsx) renders it, and the page's
 * BreadcrumbList (src/lib/structured-data.ts) is made of it: one trail, told twice alike.
 */
export function breadcrumbTrail(
  path: string,
  pageAt: (path: string) => { crumb: string } | undefined,
): Crumb[] {
  return path === paths.home ? [] : [HOME_CRUMB, ...breadcrumbs(path, pageAt)];
}
