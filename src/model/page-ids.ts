/**
 * The ids that the pages showing markdown (an article, a legal page) give elements of their
 * own: the layout's (the skip link's target, the menu, site search), an article's author box
 * and related articles, a legal page's contents. A heading of the markdown never takes one
 * (src/model/markdown.ts gives it the next free suffix, "main-2"): two elements with one id
 * would send the skip link, or a link to the heading, to the wrong one.
 *
 * What must not break: every id those pages' own markup writes is here.
 * tests/integration/heading-ids.test.ts renders both pages and names any id missing.
 */
export const PAGE_IDS: readonly string[] = [
  "main",
  "mobile-menu-title",
  "mobile-menu-panel",
  "site-search-open",
  "site-search-title",
  "site-search-input",
  "site-search-status",
  "author-box-title",
  "related-title",
  "legal-contents",
];
