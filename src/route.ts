/** A route of the site; the page modules (src/pages/index.ts) say which routes exist. */
export type { PageId, Route } from "./pages";
