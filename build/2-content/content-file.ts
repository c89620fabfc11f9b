/**
 * The loader's one way to read a file of content/ by its name (a post, authors.json, a copy
 * file, a legal page, redirects.txt): a folder, or a file nobody may read, where that file
 * belongs is a problem naming it and saying what to do, never Node's EISDIR or EACCES with a
 * stack. Whether the file is there at all is the caller's to say: each knows what it holds.
 */
import { readFileSync } from "node:fs";

/** What Node's error codes mean here, and what to do. */
const UNREADABLE: Record<string, string> = {
  EISDIR:
    "is a folder, where the build reads one file: move the folder out of the way (or rename it) and put the file in its place",
  EACCES: "cannot be read: your user has no permission to read it; give it read permission (chmod a+r)",
  EPERM: "cannot be read: the system refuses to open it; give your user permission to read it",
  // Listed, then gone: a link to a file that is not there, or a file removed while the build read it.
  ENOENT:
    "is not there: a link to a file that is gone, or a file removed meanwhile; remove the link, or point it at the file",
};

/** The file's text (UTF-8), or the problem that keeps it from being read. Other errors (a disk failing) are thrown. */
export function readContentFile(file: string): { text: string; problem?: undefined } | { problem: string } {
  try {
    return { text: readFileSync(file, "utf8") };
  } catch (error) {
    const problem = UNREADABLE[(error as NodeJS.ErrnoException).code ?? ""];
    if (problem === undefined) throw error;
    return { problem };
  }
}
