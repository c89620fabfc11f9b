/**
 * What the build says of an image path (a cover, a picture in an article, an author's photo)
 * whose file is not in public/: add it or fix the path, and the likely fix. A file whose name
 * differs only in case ("Cover.JPG" for cover.jpg) is found on a Mac or Windows, whose disks
 * ignore case, and missing on the host, whose do not: that is said in so many words.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { closestPath } from "../../src/model/did-you-mean";

/** The message for a site path ("/images/blog/x.jpg") that names no file of `publicDir`. */
export function notInPublic(publicDir: string, sitePath: string): string {
  const actual = sameButCase(publicDir, sitePath);
  if (actual)
    return `${sitePath} is not in public/, but ${actual} is: file names are case-sensitive on the server, though not on a Mac or Windows, so write ${actual}`;
  const folder = sitePath.slice(0, sitePath.lastIndexOf("/") + 1);
  const match = closestPath(
    sitePath,
    namesIn(publicDir, folder).map((name) => `${folder}${name}`),
  );
  return `${sitePath} is not in public/: add the file or fix the path${match ? `. Did you mean "${match}"?` : ""}`;
}

/** The site path of a file of public/ that `sitePath` names but for the case of its letters, if there is one. */
function sameButCase(publicDir: string, sitePath: string): string | undefined {
  let found = "";
  for (const part of sitePath.split("/").slice(1)) {
    const names = namesIn(publicDir, `${found}/`);
    const name = names.includes(part)
      ? part
      : names.find((other) => other.toLowerCase() === part.toLowerCase());
    if (name === undefined) return undefined;
    found += `/${name}`;
  }
  return found === sitePath ? undefined : found;
}

/** The names in a folder of public/, none when it is not one. */
function namesIn(publicDir: string, folder: string): string[] {
  try {
    return readdirSync(path.join(publicDir, folder));
  } catch {
    return [];
  }
}
