/**
 * The search page's query parameter: `/search?q=words` opens site search with those words. The
 * search island reads it (src/components/search/site-search.tsx), and the home page's WebSite
 * tells search engines so (src/lib/structured-data.ts). Its own module, not src/paths.ts: the
 * island's chunk would carry the whole of that (0.6 KB of gzip on every page).
 */
export const SEARCH_QUERY = "q";
