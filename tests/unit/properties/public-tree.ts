/**
 * Lays generated links and dotfiles (arbitraries.ts: publicLinks, publicDotfiles) into a
 * public/ folder on disk, beside a folder holding a secret, and says what the build must make
 * of them: which paths it refuses, and which files it publishes besides those public/ held.
 */
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PublicLink } from "./arbitraries";

export interface PublicTree {
  /** What must be refused, as the build names it ("public/.env"), sorted. */
  refused: string[];
  /** The files added to public/ that it must publish, as the listing names them, sorted. */
  files: string[];
  /** The folder beside public/ that holds the secret. */
  outside: string;
  /** Words of the secret: no file the build publishes may hold them. */
  secret: string;
}

/** The files added to every tree: a file and a folder to link to, a folder deep down, and .well-known/. */
const BASE = ["images/a.png", "fonts/f.woff2", "deep/er/page.txt", ".well-known/security.txt"];

function put(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** The path the build names for a dotfile: its first dot-named part (but .well-known/ at the top). */
function refusedDot(file: string): string | undefined {
  const parts = file.split("/");
  const at = parts.findIndex((part, i) => part.startsWith(".") && !(i === 0 && part === ".well-known"));
  // A Mac's .DS_Store file is left out without a word: neither refused nor published.
  if (at === parts.length - 1 && parts[at] === ".DS_Store") return undefined;
  return at < 0 ? undefined : `public/${parts.slice(0, at + 1).join("/")}`;
}

export function layPublicTree(
  publicDir: string,
  links: readonly PublicLink[],
  dotfiles: readonly string[],
): PublicTree {
  const outside = `${publicDir}-outside`;
  const secret = `SECRET=${path.basename(publicDir)}-never-published`;
  put(path.join(outside, "secret.txt"), `${secret}\n`);
  const refused = new Set<string>();
  const files = new Set<string>();
  for (const file of BASE) {
    put(path.join(publicDir, file), `${file}\n`);
    files.add(file);
  }
  for (const file of dotfiles) {
    put(path.join(publicDir, file), `${secret}\n`);
    const named = refusedDot(file);
    if (named) refused.add(named);
  }
  for (const link of links) {
    const at = path.join(publicDir, link.at);
    // A name a dotfile took already (.env, .git/). The links' folders are BASE's.
    if (existsSync(at)) continue;
    const target = {
      file: path.join(publicDir, "images/a.png"),
      folder: path.join(publicDir, "fonts"),
      "own-folder": path.dirname(at),
      public: publicDir,
      "outside-file": path.join(outside, "secret.txt"),
      "outside-folder": outside,
      nothing: path.join(publicDir, "no-such-file.png"),
      itself: at,
    }[link.to];
    symlinkSync(link.absolute ? target : path.relative(path.dirname(at), target) || ".", at);
    if (refusedDot(link.at)) refused.add(refusedDot(link.at) ?? "");
    else if (link.to === "file") files.add(link.at);
    else if (link.to === "folder") files.add(`${link.at}/f.woff2`);
    else refused.add(`public/${link.at}`);
  }
  return { refused: [...refused].sort(), files: [...files].sort(), outside, secret };
}
