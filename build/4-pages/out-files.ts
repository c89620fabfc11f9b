/**
 * Route -> output files. Every page is written twice, as <path>/index.html and
 * <path>.html, so that both /about-us and /about-us/ answer 200 without a
 * redirect on GitHub Pages and S3; home is index.html and the 404 page 404.html.
 */
import path from "node:path";
import { NOT_FOUND_FILE, paths } from "../../src/paths";
import type { OutputEntry } from "../2-content/redirects-file";

export function outFiles(routePath: string): string[] {
  if (routePath === "/") return ["index.html"];
  if (routePath === paths["not-found"]) return [NOT_FOUND_FILE];
  const clean = routePath.replace(/^\/+|\/+$/g, "");
  return [`${clean}/index.html`, `${clean}.html`];
}

export interface Collision {
  file: string;
  first: string;
  second: string;
}

/**
 * Finds two routes that map to one file, or a route that would overwrite a
 * file from public/ (given as paths relative to public/).
 */
export function findCollisions(routePaths: string[], publicFiles: string[]): Collision[] {
  const owners = new Map<string, string>();
  for (const file of publicFiles) owners.set(file, `public/${file}`);
  const collisions: Collision[] = [];
  for (const routePath of routePaths) {
    for (const file of outFiles(routePath)) {
      const owner = owners.get(file);
      if (owner) collisions.push({ file, first: owner, second: `route ${routePath}` });
      else owners.set(file, `route ${routePath}`);
    }
  }
  return collisions;
}

/** What a build writes into the output folder, by who writes it: the lists each step makes or copies. */
export interface PlannedOutput {
  routePaths: readonly string[];
  /** Relative to public/, copied as they are. */
  publicFiles: readonly string[];
  /** The stylesheet, font and scripts (Assets.files), relative to the output folder. */
  assetFiles: readonly string[];
  /** The images made for the pages, as site paths ("/assets/images/x-800-HASH.avif"). */
  imageFiles: readonly string[];
  /** The feed, sitemap and robots.txt, relative to the output folder. */
  siteFiles: readonly string[];
  /** Folders a step fills as a whole and names only once written (the search index). */
  folders: readonly { path: string; owner: string }[];
}

/**
 * Every file and folder of the output, with what writes it: the redirects may not touch any
 * (outputProblems). The folders of the assets and images are the build's own as a whole:
 * their names change with every build, so nothing else may go in them.
 */
export function plannedOutput(planned: PlannedOutput): OutputEntry[] {
  const assets = [...planned.assetFiles, ...planned.imageFiles.map((file) => file.replace(/^\//, ""))];
  return [
    ...planned.routePaths.flatMap((route) =>
      outFiles(route).map((file) => ({ path: file, owner: `the page ${route}` })),
    ),
    ...planned.publicFiles.map((file) => ({ path: file, owner: `public/${file}` })),
    ...assets.map((file) => ({ path: file, owner: "the stylesheet, scripts and images the build makes" })),
    ...[...new Set(assets.map((file) => path.posix.dirname(file)))]
      .filter((dir) => dir !== ".")
      .map((dir) => ({
        path: dir,
        owner: "the stylesheet, scripts and images the build makes",
        folder: true,
      })),
    ...planned.siteFiles.map((file) => ({ path: file, owner: `the build's ${file}` })),
    ...planned.folders.map((folder) => ({ ...folder, folder: true })),
  ];
}

/**
 * Every file of public/ that would meet the build's own output, each with what it meets: a file
 * the build writes under the same name (feed.xml, sitemap.xml, robots.txt, admin/config.yml, a
 * stylesheet or share card), a place inside a folder the build fills as a whole (pagefind/,
 * assets/, admin/), a file where the build needs a folder, or a folder where it writes a file.
 * The build would write over the first kind without a word, and stop halfway on the others.
 * A page's own file is findCollisions' (told first, from the route list alone).
 */
export function publicCollisions(planned: PlannedOutput): Collision[] {
  const own = plannedOutput({ ...planned, publicFiles: [] });
  const files = new Map<string, OutputEntry>();
  const folders: OutputEntry[] = [];
  /** Each folder the build's files go in, with the first file found in it. */
  const holders = new Map<string, OutputEntry>();
  for (const entry of own) {
    if (entry.folder) folders.push(entry);
    else if (!files.has(entry.path)) files.set(entry.path, entry);
    for (let dir = path.posix.dirname(entry.path); dir !== "."; dir = path.posix.dirname(dir))
      if (!holders.has(dir)) holders.set(dir, entry);
  }
  // The deepest first: a file is named by the folder nearest to it.
  folders.sort((a, b) => b.path.length - a.path.length);
  const collisions: Collision[] = [];
  for (const file of planned.publicFiles) {
    const first = `public/${file}`;
    const clash = (second: string) => collisions.push({ file, first, second });
    const same = files.get(file);
    if (same) {
      clash(same.owner);
      continue;
    }
    const folder = folders.find((entry) => file === entry.path || file.startsWith(`${entry.path}/`));
    if (folder) {
      clash(`${folder.owner}, whose folder ${folder.path}/ the build writes as a whole`);
      continue;
    }
    const held = holders.get(file);
    if (held) {
      clash(`${held.owner}, which needs ${file} to be a folder (for ${held.path})`);
      continue;
    }
    for (let dir = path.posix.dirname(file); dir !== "."; dir = path.posix.dirname(dir)) {
      const written = files.get(dir);
      if (written) {
        clash(`${written.owner}, a file where public/ has the folder ${dir}/`);
        break;
      }
    }
  }
  return collisions;
}
