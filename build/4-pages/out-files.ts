/**
 * Route -> output files. Every page is written twice, as <path>/index.html and
 * <path>.html, so that both /about-us and /about-us/ answer 200 without a
 * redirect on GitHub Pages and S3; home is index.html and the 404 page 404.html.
 */
import { paths } from "../../src/paths";

export function outFiles(routePath: string): string[] {
  if (routePath === "/") return ["index.html"];
  if (routePath === paths["not-found"]) return ["404.html"];
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
