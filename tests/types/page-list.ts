/**
 * What the compiler guarantees about the page list (src/pages/index.ts), checked by `tsc`
 * (`npm run check`): each line under `@ts-expect-error` must fail to compile, or tsc fails
 * on the unused directive. The build checks the other half, a page module left out of the
 * list (tests/integration/page-modules.test.ts).
 */
import { type PageModules, pageModules } from "../../src/pages";
import { homePage } from "../../src/pages/home";
import { definePage, type PageRoute } from "../../src/pages/page";
import { paths } from "../../src/paths";
import type { PageId } from "../../src/route";

// The list as it is compiles.
pageModules satisfies PageModules;

// A path of src/paths.ts whose line in the list is forgotten.
const { about: _about, ...withoutAbout } = pageModules;
// @ts-expect-error "about" has a path and no page module
withoutAbout satisfies PageModules;

// A page module under another page's key.
// @ts-expect-error the home page's id is "home", not "about"
({ ...pageModules, about: homePage }) satisfies PageModules;

// A line in the list for a page with no path.
// @ts-expect-error "press" is not a key of src/paths.ts
({ ...pageModules, press: homePage }) satisfies PageModules;

// A page id is one of the pages', not any string.
// @ts-expect-error no page has this id
const _unknown: PageId = "no-such-page";

// A page module's id is a key of src/paths.ts: a module for a page with no path does not compile.
definePage({
  // @ts-expect-error "press" has no path in src/paths.ts
  id: "press",
  path: "/press",
  head: () => ({ title: "Press", description: "News about us." }),
  Page: () => null,
});

// A page's id keeps its literal type even when its component takes any route.
const anyRoute = definePage({
  id: "careers",
  path: paths.careers,
  head: () => ({ title: "Careers", description: "A component typed for any route." }),
  Page: (_props: { route: PageRoute }) => null,
});
const _literal: "careers" = anyRoute.id;
