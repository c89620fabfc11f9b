/**
 * Which files of a Pagefind bundle its index uses, read from the bundle itself, so that a build
 * can write the index over the previous one and then remove only what the new one does not use.
 *
 * Pagefind names the files of an index by their content (fragment/<hash>.pf_fragment for a
 * page, index/<hash>.pf_index and filter/<hash>.pf_filter for the word and filter chunks) and
 * does not write one that is there already. Removing the old index first (as the build did) made
 * it create its 4,000 files anew on every build of a 4,000-post site, which on ext4 soon after
 * deleting as many costs up to a millisecond a file. What an index uses is listed in its
 * pagefind-entry.json (one meta file per language) and each meta file
 * (pagefind.<hash>.pf_meta: gzip, then CBOR), per Pagefind's MetaIndex
 * (pagefind/src/index/index_metadata.rs): [version, pages [[hash, words, ...]], index chunks
 * [[from, to, hash]], filters [[name, hash]], sorts, ...].
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

/** Pagefind's mark at the start of each file it compresses. */
const MARK = "pagefind_dcd";

/**
 * The files of the index in `dir`, relative to it, that the bundle's entry and meta files name:
 * the entry itself, each language's meta file, and every fragment, index and filter chunk. Throws
 * when the bundle is not laid out as Pagefind 1.x writes it (the caller then writes it afresh).
 */
export function indexFiles(dir: string): Set<string> {
  const entry = JSON.parse(readFileSync(path.join(dir, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { hash: string }>;
  };
  const files = new Set(["pagefind-entry.json"]);
  for (const { hash } of Object.values(entry.languages)) {
    const metaFile = `pagefind.${hash}.pf_meta`;
    files.add(metaFile);
    const meta = readMeta(path.join(dir, metaFile));
    for (const page of listAt(meta, 1)) files.add(`fragment/${textAt(page, 0)}.pf_fragment`);
    for (const chunk of listAt(meta, 2)) files.add(`index/${textAt(chunk, 2)}.pf_index`);
    for (const filter of listAt(meta, 3)) files.add(`filter/${textAt(filter, 1)}.pf_filter`);
  }
  return files;
}

function readMeta(file: string): unknown[] {
  const bytes = gunzipSync(readFileSync(file));
  if (bytes.subarray(0, MARK.length).toString() !== MARK) throw new Error(`${file}: not a Pagefind file`);
  const meta = decodeCbor(bytes, MARK.length);
  if (!Array.isArray(meta)) throw new Error(`${file}: not a Pagefind meta index`);
  return meta;
}

function listAt(list: unknown[], at: number): unknown[][] {
  const items = list[at];
  if (!Array.isArray(items) || !items.every(Array.isArray))
    throw new Error(`field ${at} is not a list of records`);
  return items as unknown[][];
}

function textAt(record: unknown[], at: number): string {
  const text = record[at];
  // A hash becomes a file name: nothing but the characters Pagefind's hashes use.
  if (typeof text !== "string" || !/^[\w-]+$/.test(text)) throw new Error(`field ${at} is not a hash`);
  return text;
}

/**
 * The CBOR (RFC 8949) of definite lengths that minicbor writes: integers, strings, arrays,
 * maps and simple values. Pagefind's meta files hold nothing else.
 */
export function decodeCbor(bytes: Uint8Array, start = 0): unknown {
  let at = start;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const argument = (info: number): number => {
    if (info < 24) return info;
    const size = info - 24;
    if (size > 3) throw new Error(`CBOR: length encoding ${info} at byte ${at}`);
    const width = 1 << size;
    const value =
      width === 1
        ? view.getUint8(at)
        : width === 2
          ? view.getUint16(at)
          : width === 4
            ? view.getUint32(at)
            : Number(view.getBigUint64(at));
    at += width;
    return value;
  };
  const item = (): unknown => {
    const head = view.getUint8(at++);
    const major = head >> 5;
    const info = head & 31;
    if (major === 7) {
      if (info === 20) return false;
      if (info === 21) return true;
      if (info === 22 || info === 23) return null;
      throw new Error(`CBOR: simple value ${info} at byte ${at - 1}`);
    }
    const n = argument(info);
    switch (major) {
      case 0:
        return n;
      case 1:
        return -1 - n;
      case 2:
      case 3: {
        const chunk = bytes.subarray(at, at + n);
        at += n;
        return major === 3 ? Buffer.from(chunk).toString("utf8") : chunk;
      }
      case 4:
        return Array.from({ length: n }, item);
      case 5:
        return Object.fromEntries(Array.from({ length: n }, () => [item(), item()]));
      default:
        throw new Error(`CBOR: major type ${major} at byte ${at - 1}`);
    }
  };
  return item();
}
