/**
 * Reads the island registry (src/islands/registry.ts) as text to learn which
 * source module each island name loads, so the size table can follow it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export function islandSources(root: string): Record<string, string> {
  const file = path.join(root, "src/islands/registry.ts");
  const text = readFileSync(file, "utf8");
  const out: Record<string, string> = {};
  for (const match of text.matchAll(/"([a-z0-9-]+)":\s*\(\)\s*=>\s*import\("([^"]+)"\)/g)) {
    const [, name, spec] = match;
    if (!name || !spec) continue;
    const base = path.resolve(path.dirname(file), spec);
    out[name] =
      [".tsx", ".ts"]
        .map((ext) => base + ext)
        .find((candidate) => {
          try {
            readFileSync(candidate);
            return true;
          } catch {
            return false;
          }
        }) ?? base;
  }
  if (!Object.keys(out).length)
    throw new Error(`${path.relative(root, file)}: found no islands in islandLoaders`);
  return out;
}
