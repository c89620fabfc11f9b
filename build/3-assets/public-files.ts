/**
 * The files of public/, which the build copies into the output as they are and the dev server
 * serves: everything listed here is published, for anyone to download. So the listing refuses
 * (PublicFileRefused, every problem at once, each by its path) what must never be published:
 *
 * - a file or folder whose name starts with a dot, at any depth (.env, .git/config, .DS_Store):
 *   secrets and tools' files, never pages; only .well-known/, at the top, is published (its
 *   files are read by browsers and other sites at that address);
 * - a symbolic link whose target is outside public/ (/etc/passwd, a secrets file beside the
 *   checkout, /etc/ssl/): copying follows the link, and would publish the target;
 * - a symbolic link to a folder that holds it: public/ itself, a folder above it, a chain of
 *   links that comes back (the site would repeat inside itself, without end);
 * - a link to nothing, and anything that is not a file or a folder (a socket, a pipe).
 *
 * A link to a file or a folder inside public/ is followed: its files are published under the
 * link's name.
 */
import { type Dirent, existsSync, readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { PublicFileRefused, type RefusedPublicFile, SiteBuildError } from "../errors";

/** The one dot-named folder that is published, at the top of public/. */
export const WELL_KNOWN = ".well-known";

/** Files of public/, relative to it, with forward slashes, sorted; stops on what must not be published. */
export function listPublicFiles(publicDir: string): string[] {
  const { files, refused } = readPublicFiles(publicDir);
  if (refused.length) throw new SiteBuildError(PublicFileRefused, { files: refused });
  return files;
}

/**
 * The files public/ publishes (relative to it, as the output names them), and what it holds
 * that must not be published, each by where it is in public/ ("public/.env").
 */
export function readPublicFiles(publicDir: string): { files: string[]; refused: RefusedPublicFile[] } {
  if (!existsSync(publicDir)) return { files: [], refused: [] };
  const top = realpathSync(publicDir);
  const files: string[] = [];
  const refused = new Map<string, string>();
  /** A path as messages name it: inside public/ by its path there, else absolute. */
  const shown = (real: string) => {
    const inside = path.relative(top, real);
    if (inside === "") return "public/ itself";
    return isInside(top, real) ? `public/${inside.split(path.sep).join("/")}` : real;
  };
  const refuse = (real: string, reason: string) => {
    if (!refused.has(shown(real))) refused.set(shown(real), reason);
  };
  /** Walks the folder whose real path is `real`, listed as `name` ("" for public/); `open` holds the real folders walked into. */
  const walk = (real: string, name: string, open: readonly string[]) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(real, { withFileTypes: true });
    } catch (error) {
      refuse(real, `cannot be read (${(error as NodeJS.ErrnoException).code}): fix its permissions`);
      return;
    }
    for (const entry of entries) {
      const listed = name ? `${name}/${entry.name}` : entry.name;
      // Where the entry itself is: a link is named by where it lies, not by the link that led to its folder.
      const full = path.join(real, entry.name);
      if (entry.name.startsWith(".") && !(listed === WELL_KNOWN && isDirectory(full))) {
        refuse(
          full,
          "its name starts with a dot, as secrets' and tools' files do (.env, .git/, .DS_Store), and such files are never published: delete it, or move it out of public/",
        );
        continue;
      }
      let at = full;
      if (entry.isSymbolicLink()) {
        try {
          at = realpathSync(full);
        } catch {
          refuse(
            full,
            "is a symbolic link to nothing (its target is gone, or the link leads back to itself): remove it",
          );
          continue;
        }
        if (!isInside(top, at)) {
          refuse(
            full,
            `is a symbolic link to ${at}, outside public/: the build would publish that ${isDirectory(at) ? "folder" : "file"}. Copy what is meant to be published into public/, and remove the link`,
          );
          continue;
        }
        // A folder that holds the link, or one the walk is already in (a chain of links that comes back).
        if (isDirectory(at) && (isInside(at, real) || open.includes(at))) {
          refuse(
            full,
            `is a symbolic link to ${shown(at)}, a folder that holds the link: the site would repeat inside itself without end. Remove the link`,
          );
          continue;
        }
      }
      // A link is judged by its target; anything else by what the folder says it is.
      const kind = entry.isSymbolicLink() ? statSync(at, { throwIfNoEntry: false }) : entry;
      if (kind?.isDirectory()) walk(at, listed, [...open, at]);
      else if (kind?.isFile()) files.push(listed);
      else refuse(full, "is not a file or a folder (a socket, a pipe or a device): remove it");
    }
  };
  walk(top, "", [top]);
  return {
    files: files.sort(),
    refused: [...refused]
      .map(([file, reason]) => ({ file, reason }))
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
  };
}

function isDirectory(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/** Whether `inner` is `outer` or lies inside it ("..x" is a name inside). */
function isInside(outer: string, inner: string): boolean {
  const relative = path.relative(outer, inner);
  return relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}
