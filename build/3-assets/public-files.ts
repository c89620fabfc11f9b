import fg from "fast-glob";

/** Files of public/, relative to it, with forward slashes. */
export function listPublicFiles(publicDir: string): string[] {
  return fg.sync("**/*", { cwd: publicDir, dot: true, onlyFiles: true }).sort();
}
