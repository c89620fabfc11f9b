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
