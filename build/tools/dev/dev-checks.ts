/**
 * What `npm run build` would stop on while the dev server serves on: dead links, links to a
 * post the build holds back (a draft, or one scheduled after today) and bad redirects. The dev
 * server renders drafts and scheduled posts, each with its banner, so its own pages would hide
 * a link to one: every check here is made against the site the build would write from the same
 * content, by the build's own steps (through the site module), and each finding is worded as
 * the build prints it. Missing images are the content loader's to tell (build/2-content/load.ts):
 * the dev server shows its problems as the build's.
 *
 * - Redirects: content/redirects.txt against the build's pages, after every change (one small file).
 * - The copy's links to posts (content/pages/*.yaml, `to: { post: slug }`): against the posts the
 *   build publishes, by the copy loader's own check, after every change; told by the copy file
 *   and line, not again as a dead link of the page that shows them.
 * - The text: the links of every published post's and legal page's markdown, after every
 *   change, with no page rendered (the links of a post read once are kept with it). This finds
 *   a link that an edit elsewhere left dead: a post drafted, scheduled, renamed or deleted.
 * - A page: every link of the page as the build renders it, header and footer included, when
 *   the browser asks for it. A held-back post's own page is checked as the build will render it
 *   on the day the post is published.
 */
import path from "node:path";
import type { BuildConfig } from "../../1-config/config";
import type * as SiteModuleTypes from "./site-module";

type SiteModule = typeof SiteModuleTypes;
type Content = ReturnType<SiteModule["loadContent"]>;
type Route = ReturnType<SiteModule["routesFor"]>[number];
type Post = Content["posts"][number];
type DeadLink = ReturnType<SiteModule["findDeadLinks"]>[number];
type Redirect = ReturnType<SiteModule["readRedirects"]>["redirects"][number];

export interface ServedSite {
  mod: SiteModule;
  root: string;
  contentDir: string;
  /** The files of public/ the dev server serves, as the build lists them (build/3-assets/public-files.ts). */
  publicFiles: readonly string[];
  config: BuildConfig;
  /** The content and routes the dev server serves: drafts and scheduled posts among them. */
  content: Content;
  routes: Route[];
  /** Whether the dev server serves a file that is not a page (an asset, a file of public/, the feed), by its path in the output folder. */
  servesFile: (file: string) => boolean;
  /** A route's page as the build renders it from `content` (the dev server's content, or the build's). */
  render: (content: Content, route: Route, routeByPath: Map<string, Route>) => string;
  /** Whether every post's markdown has been read (the dev server's start reads it in the background). */
  markdownRead: () => boolean;
}

export interface DevChecks {
  /** The redirect page the build writes at a file of the output folder, if it writes one there. */
  redirectPage: (file: string) => string | undefined;
  /**
   * Bad redirects, the copy's links to posts the build does not publish, then the dead links
   * and links to held-back posts of the text (once every
   * post's markdown is read) and, once checkSite is done, of the pages written from copy;
   * each as the build prints it.
   */
  site: () => string[];
  /** Checks the pages written from copy in the background, one a turn, then resolves with `site()`; stops when `stale`. */
  checkSite: (stale: () => boolean) => Promise<string[]>;
  /** What the page at `routePath` would stop the build on beyond what `site` tells, as the build prints it. */
  page: (routePath: string) => string[];
}

/** The site as one build would write it: its content, routes and the output files of its pages. */
interface View {
  content: Content;
  routes: Route[];
  routeByPath: Map<string, Route>;
  files: Set<string>;
}

/** The internal link URLs of a post's or legal page's HTML, by the module that found them. */
const textLinkCache = new WeakMap<SiteModule, WeakMap<object, string[]>>();

export function devChecks(served: ServedSite): DevChecks {
  const { mod, config } = served;
  const build = once(() => buildView(served));
  const links = linkChecks(served);
  const redirects = once(() => redirectChecks(served, build()));
  const copyLinks = once(() => copyLinkChecks(served, build()));
  const csp = once(() => mod.contentSecurityPolicy({ inlineScripts: [] }));
  /** The text's dead links; undefined while the posts' markdown is not all read. */
  let textDead: DeadLink[] | undefined;
  const deadInText = (): DeadLink[] | undefined => {
    if (textDead || !served.markdownRead()) return textDead;
    textDead = textDeadLinks(served, build(), links);
    return textDead;
  };
  const pageDead = new Map<string, PageLinks>();
  const deadOnPage = (routePath: string): PageLinks => {
    const known = pageDead.get(routePath) ?? pageDeadLinks(served, build, links, routePath);
    pageDead.set(routePath, known);
    return known;
  };
  /** The site's dead links, once checkSite has found them all. */
  let siteDead: DeadLink[] | undefined;
  let checking: Promise<string[]> | undefined;
  /** Dead links but those the copy's check told already: a page written from copy, linking a post it names. */
  const untold = (dead: DeadLink[]) =>
    dead.filter((link) => {
      if (!copyLinks().urls.has(link.url)) return true;
      const route = build().routeByPath.get(link.route);
      return route !== undefined && mod.pageOf(route).source !== undefined;
    });
  const site = () => [
    ...redirects().reports,
    ...copyLinks().reports,
    ...links.reports(build(), untold(siteDead ?? deadInText() ?? [])),
  ];
  const checkSite = (stale: () => boolean) => {
    // The text first: its markdown is read at the start, in the background.
    if (!served.markdownRead()) return Promise.resolve(site());
    checking ??= (async () => {
      const dead = [...(deadInText() ?? [])];
      for (const route of copyPages(mod, build())) {
        // One page a turn: the server answers in between.
        await new Promise((resolve) => setImmediate(resolve));
        if (stale()) return site();
        dead.push(...deadOnPage(route.path).dead);
      }
      // In the order of the routes, as the build finds them.
      const order = new Map(build().routes.map((route, index) => [route.path, index]));
      siteDead = dead.sort((a, b) => (order.get(a.route) ?? 0) - (order.get(b.route) ?? 0));
      return site();
    })();
    return checking;
  };
  const page = (routePath: string): string[] => {
    const found = deadOnPage(routePath);
    const { view, heading } = found;
    const dead = untold(found.dead);
    if (heading) {
      const reports = links.reports(view, dead);
      return reports.length ? [heading, ...reports] : [];
    }
    const told = new Set(
      (siteDead ?? deadInText() ?? []).filter((link) => link.route === routePath).map((link) => link.url),
    );
    return links.reports(
      view,
      dead.filter((link) => !told.has(link.url)),
    );
  };
  return {
    redirectPage(file) {
      const redirect = redirects().byFile.get(file);
      return (
        redirect &&
        mod.redirectPage(redirect, {
          siteUrl: config.siteUrl,
          basePath: config.basePath,
          csp: csp(),
          brand: served.content.site.brand,
        })
      );
    },
    site,
    checkSite,
    page,
  };
}

/** A value made the first time it is asked for. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

function viewOf(mod: SiteModule, content: Content, routes = mod.routesFor(content)): View {
  return {
    content,
    routes,
    routeByPath: new Map(routes.map((route) => [route.path, route])),
    files: new Set(routes.flatMap((route) => mod.outFiles(route.path))),
  };
}

/** The build's view: the posts it publishes, the routes it renders. The served site itself when nothing is held back. */
function buildView(served: ServedSite): View {
  const split = served.mod.splitByPublication(served.content.posts);
  return split.unpublished.length
    ? viewOf(served.mod, { ...served.content, ...split })
    : viewOf(served.mod, served.content, served.routes);
}

/** The build on the day a held-back post is published, the others as they are. */
function publishingView(served: ServedSite, build: View, post: Post): View {
  const { content } = build;
  const out = new Set(content.posts);
  return viewOf(served.mod, {
    ...content,
    posts: served.content.posts.filter((other) => other === post || out.has(other)),
    unpublished: content.unpublished.filter((other) => other !== post),
  });
}

/**
 * The copy's links to posts as the build checks them (build/2-content/copy.ts), against the posts
 * it publishes: the reports as it prints them, and the URLs of the posts they name that it does not.
 */
function copyLinkChecks(served: ServedSite, view: View): { reports: string[]; urls: Set<string> } {
  const { mod, root, contentDir, config } = served;
  const blogDir = path.join(contentDir, "blog");
  const problems = mod.copyPostLinkProblems(served.content.copyPostLinks, {
    posts: view.content.posts,
    unpublished: view.content.unpublished,
    today: config.today,
    blogDir: path.relative(root, blogDir),
    postFiles: mod.postFiles(contentDir),
  });
  const published = new Set(view.content.posts.map((post) => post.slug));
  const urls = new Set(
    served.content.copyPostLinks
      .filter((link) => !published.has(link.slug))
      .map((link) => mod.withBase(config.basePath, mod.paths["blog-post"]({ slug: link.slug }))),
  );
  const reports = problems.length
    ? [mod.failureReport(new mod.SiteBuildError(mod.ContentInvalid, { problems }))]
    : [];
  return { reports, urls };
}

/**
 * content/redirects.txt as the build checks it: against the pages, and against every file the
 * dev server knows the build writes. The redirect of each output file it would write.
 */
function redirectChecks(
  served: ServedSite,
  view: View,
): { reports: string[]; byFile: Map<string, Redirect> } {
  const { mod, root, contentDir, publicFiles } = served;
  const reports: string[] = [];
  let list: Redirect[];
  try {
    const pages = new Set(mod.indexableRoutes(view.routes).map((route) => route.path));
    list = mod.checkedRedirects(
      root,
      contentDir,
      pages,
      mod.plannedOutput({
        routePaths: view.routes.map((route) => route.path),
        publicFiles,
        assetFiles: [],
        imageFiles: [],
        siteFiles: [mod.FEED_PATH.slice(1)],
        folders: [{ path: mod.SEARCH_DIR, owner: "the search index" }],
      }),
    );
  } catch (caught) {
    if (!(caught instanceof mod.SiteBuildError)) throw caught;
    reports.push(mod.failureReport(caught));
    // The lines that parsed are served meanwhile; a page or a file of public/ comes first (outputFile).
    list = mod.readRedirects(root, contentDir).redirects;
  }
  const byFile = new Map(
    list.flatMap((redirect) => mod.outFiles(redirect.from).map((name) => [name, redirect] as const)),
  );
  return { reports, byFile };
}

/** The build's link check over an output folder held in memory, and its reports as the build words them. */
interface LinkChecks {
  deadOn: (view: View, pages: { route: string; file: string; urls: string[] }[]) => DeadLink[];
  reports: (view: View, dead: DeadLink[]) => string[];
}

function linkChecks(served: ServedSite): LinkChecks {
  const { mod, root, config } = served;
  const { basePath, today } = config;
  // The output folder is in memory: resolveRequest is handed what a file of it would be.
  const outDir = path.join(root, "dist");
  const fileAt = (view: View) => (file: string) => {
    const name = path.relative(outDir, file).split(path.sep).join("/");
    return view.files.has(name) || served.servesFile(name);
  };
  return {
    deadOn: (view, pages) => mod.findDeadLinks(outDir, pages, basePath, fileAt(view)),
    reports: (view, dead) =>
      mod
        .deadLinkErrors(dead, { root, routes: view.routes, content: view.content, basePath, today })
        .map((error) => mod.failureReport(error)),
  };
}

/** The text's links: the anchors of the markdown's HTML, as its page has them (images are the content loader's). */
function textLinks(mod: SiteModule, doc: { html: string }, basePath: string): string[] {
  const cache = textLinkCache.get(mod) ?? new WeakMap<object, string[]>();
  textLinkCache.set(mod, cache);
  let urls = cache.get(doc);
  if (!urls) {
    const anchors = mod.withBaseInLinks(doc.html, basePath).match(/<a\s[^>]*>/gi) ?? [];
    urls = mod.internalUrls(anchors.join("\n"));
    cache.set(doc, urls);
  }
  return urls;
}

/** The dead links of the published posts' and legal pages' text, with no page rendered. */
function textDeadLinks(served: ServedSite, view: View, links: LinkChecks): DeadLink[] {
  const { mod } = served;
  const { posts, legal } = view.content;
  const docs = new Map([...posts, legal.privacy, legal.terms].map((doc) => [doc.file, doc]));
  return links.deadOn(
    view,
    view.routes.flatMap((route) => {
      const doc = docs.get(mod.pageOf(route).source?.(route, view.content) ?? "");
      return doc
        ? [
            {
              route: route.path,
              file: mod.outFiles(route.path)[0] ?? "",
              urls: textLinks(mod, doc, served.config.basePath),
            },
          ]
        : [];
    }),
  );
}

/** A page's dead links, in the view they were found in; a held-back post's with a line saying so. */
interface PageLinks {
  view: View;
  dead: DeadLink[];
  heading?: string;
}

/** A page's dead links, as the build renders it; a held-back post's as it will on its day. */
function pageDeadLinks(
  served: ServedSite,
  build: () => View,
  links: LinkChecks,
  routePath: string,
): PageLinks {
  const { mod } = served;
  let view = build();
  let route = view.routeByPath.get(routePath);
  let heading: string | undefined;
  if (!route) {
    // A page the build does not write. A held-back post's is checked as it will be written.
    const shown = served.routes.find((candidate) => candidate.path === routePath);
    const file = shown && mod.pageOf(shown).source?.(shown, served.content);
    const post = served.content.posts.find((candidate) => candidate.file === file);
    if (post) {
      view = publishingView(served, build(), post);
      route = view.routeByPath.get(routePath);
      heading =
        post.publication === "draft"
          ? `${post.file} is a draft (draft: true): once it is published, the build will stop on its links:`
          : `${post.file} is scheduled for ${post.date}: on that day the build will stop on its links:`;
    }
  }
  const html = route ? served.render(view.content, route, view.routeByPath) : "";
  const page = { route: routePath, file: mod.outFiles(routePath)[0] ?? "", urls: mod.internalUrls(html) };
  // Its links to a place on itself too (a link to a place on another page is the build's to check).
  const dead = route ? [...links.deadOn(view, [page]), ...mod.missingAnchors(html, routePath)] : [];
  return { view, dead, heading };
}

/**
 * The pages written from copy and code alone (no markdown of their own, no list of posts):
 * the home page, the services, the forms. Their links, a post's among them, are checked
 * whole in the background; the rest of a post's or a list's page is the same header and
 * footer, and lists of the posts the build publishes.
 */
function copyPages(mod: SiteModule, view: View): Route[] {
  return view.routes.filter((route) => {
    const page = mod.pageOf(route);
    return !page.source && !page.listed;
  });
}
