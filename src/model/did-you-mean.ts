/**
 * "Did you mean ...?" for a value that names something by key (a category, an author, a
 * post's slug, an icon, an image's file name, a page or a service): the known value closest to
 * what was written, when it is close enough to be the one meant. Messages end with
 * `didYouMean(value, known)`, which is "" when nothing is close.
 */

/**
 * Edits between two texts: insertions, deletions, substitutions and swaps of two neighbouring
 * characters (the optimal string alignment distance), so "Securty" is 1 from "Security" and
 * "Scurity" 1, "Secrutiy" 2.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[rows - 1] as number[])[cols - 1] as number;
}

/** Normalised for comparing: case, spaces, hyphens and underscores do not count. */
function loose(text: string): string {
  return text.toLowerCase().replace(/[\s_-]+/g, "");
}

/**
 * The known value `value` most likely stands for: one that differs only in case, spaces or
 * hyphens; else one that starts or ends with it (a slug cut short, "...-guidelines" for
 * "...-guidelines-explained") or that it starts with; else the nearest by a few typing
 * mistakes (at most one in four characters, and at most 3). Undefined when none is close,
 * or when two are equally close (a guess could then mislead).
 */
export function closest(value: string, known: readonly string[]): string | undefined {
  const wanted = loose(value);
  if (!wanted) return undefined;
  const candidates = [...new Set(known)].filter((name) => name !== value);
  const same = candidates.filter((name) => loose(name) === wanted);
  if (same.length) return same.length === 1 ? same[0] : undefined;
  // A few typing mistakes first: "ShieldChek" is ShieldCheck, not the Shield it starts with.
  const limit = Math.min(3, Math.max(1, Math.floor(wanted.length / 4)));
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  let tie = false;
  for (const name of candidates) {
    const distance = editDistance(wanted, loose(name));
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance) tie = true;
  }
  if (best !== undefined && bestDistance <= limit) return tie ? undefined : best;
  if (wanted.length < 4) return undefined;
  const longer = candidates.filter((name) => {
    const other = loose(name);
    return other.startsWith(wanted) || other.endsWith(wanted) || wanted.startsWith(other);
  });
  return longer.length === 1 ? longer[0] : undefined;
}

/** " Did you mean "Security"?" when a known value is close to `value`, else "". */
export function didYouMean(value: string, known: readonly string[]): string {
  const match = closest(value, known);
  return match === undefined ? "" : ` Did you mean "${match}"?`;
}

/**
 * The known path `value` most likely stands for ("/blog/x-guidelines" for
 * "/blog/x-guidelines-explained", "/servces" for "/services"), compared with the paths of the
 * same folder by their last part: the part before it is shared, and would make every path of a
 * long folder look close.
 */
export function closestPath(value: string, known: readonly string[]): string | undefined {
  const folder = value.slice(0, value.lastIndexOf("/") + 1);
  const names = known.flatMap((other) =>
    other.length > folder.length && other.startsWith(folder) && !other.includes("/", folder.length)
      ? [other.slice(folder.length)]
      : [],
  );
  const match = closest(value.slice(folder.length), names);
  return match === undefined ? undefined : `${folder}${match}`;
}
