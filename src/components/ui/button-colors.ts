/**
 * The colours of the site's buttons, as plain class strings: the Button variants use them
 * (./button.tsx), and so do the islands that draw a button of their own without the variants'
 * code (the 404 page, the map card). One primary colour, the brand green, for the one main
 * action of a place; the rest is the outline button.
 */
export const PRIMARY_BUTTON = "bg-accent-600 text-white shadow-sm hover:bg-accent-700";
export const OUTLINE_BUTTON = "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50";
