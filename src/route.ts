/**
 * A route of the site. Its type is the page ids of src/paths.ts, not the page list
 * (src/pages/index.ts), so a component that takes a route does not import every page.
 */
import type { PageRoute } from "./pages/page";
import type { PageId } from "./paths";

export type { PageId };

/** A route of the site: the path, the page that renders it and, for a collection page, its slug. */
export type Route = PageRoute<PageId>;
