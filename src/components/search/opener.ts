/**
 * The header's search entry, by id: the mobile menu's Search link clicks it, so that
 * search opens the same way from both (and is held by the capture script until live).
 * Its own file, so the menu's chunk does not carry the search dialog.
 */
export const SEARCH_OPENER_ID = "site-search-open";
