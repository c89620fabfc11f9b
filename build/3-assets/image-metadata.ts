/**
 * What a published image must not carry: where it was taken, with what and by whom. A phone's
 * photo holds its GPS position, the phone's make and model and the time in EXIF, often XMP too;
 * a picture agency's holds IPTC; an editor's app may add comments. The made AVIF and WebP
 * copies and the share cards are new files without any of it (build/3-assets/images.ts); the
 * originals are copied from public/ (covers as the <img> fallback, author photos, pictures in
 * posts, any other image), and go through `strippedImage` on the way.
 *
 * Stripped losslessly, by the file's own structure: no pixel is decoded or encoded again, and a
 * file that carries none comes back as it is (the same bytes, at the cost of reading its
 * headers). JPEG: every APPn segment but JFIF (APP0), the colour profile (APP2 ICC_PROFILE) and
 * Adobe's colour transform (APP14), every comment, and whatever follows the image's end (the
 * second images of a multi-picture file, each with its own EXIF). PNG: eXIf, tEXt, zTXt, iTXt
 * (XMP is one) and tIME. WebP: the EXIF and XMP chunks, and the VP8X flags that announce them.
 * GIF: comments and XMP. The orientation survives: when the EXIF turned the picture (anything but
 * orientation 1), the new file holds an EXIF of that one entry, so that a browser shows it
 * turned as before. Pure: bytes in, bytes out. Other formats (AVIF, HEIC, TIFF) are told apart
 * by `imageContainer`, and handled with sharp by build/3-assets/public-files.ts.
 */

/** The formats stripped here, and those that are left to sharp. */
export type ImageContainer = "jpeg" | "png" | "webp" | "gif" | "isobmff" | "tiff";

/** The container of `bytes`, by its first bytes (never by a file name, which may lie), or undefined when it is no image format this knows. */
export function imageContainer(bytes: Uint8Array): ImageContainer | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (b.length >= 12 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP")
    return "webp";
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.toString("latin1", 0, 6))) return "gif";
  if (b.length >= 12 && b.toString("latin1", 4, 8) === "ftyp") return "isobmff";
  if (b.length >= 4 && /^(II\*\0|MM\0\*)$/.test(b.toString("latin1", 0, 4))) return "tiff";
  return undefined;
}

/** An image file whose structure cannot be followed: it is cut short or corrupt. */
export class DamagedImageError extends Error {}

export interface Stripped {
  /** The file without its metadata: `bytes` itself when it carried none. */
  bytes: Uint8Array;
  /** What was taken out ("EXIF", "XMP", "IPTC", "a comment", ...), each once; empty when nothing was. */
  removed: string[];
}

/**
 * `bytes` without location, camera, author or other metadata, the picture and its orientation
 * untouched; undefined for a format this does not strip (see imageContainer). Throws
 * DamagedImageError when the file's structure is broken before its picture starts.
 */
export function strippedImage(bytes: Uint8Array): Stripped | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const strip = { jpeg: stripJpeg, png: stripPng, webp: stripWebp, gif: stripGif }[
    imageContainer(b) as string
  ];
  const stripped = strip?.(b);
  return stripped && !stripped.removed.length ? { bytes, removed: [] } : stripped;
}

/** The EXIF orientation (1-8) in a TIFF structure (EXIF's body), or 1 when it has none or cannot be read. */
export function exifOrientation(tiff: Uint8Array): number {
  const b = Buffer.from(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const start = b.toString("latin1", 0, 6) === "Exif\0\0" ? 6 : 0;
  if (b.length < start + 8) return 1;
  const order = b.toString("latin1", start, start + 2);
  if (order !== "II" && order !== "MM") return 1;
  const little = order === "II";
  const u16 = (at: number) => (little ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (at: number) => (little ? b.readUInt32LE(at) : b.readUInt32BE(at));
  const ifd = start + u32(start + 4);
  if (ifd + 2 > b.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > b.length) return 1;
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** Whether an EXIF block holds the orientation and nothing else (as orientationTiff writes it): it is kept as it is. */
export function onlyOrientation(tiff: Uint8Array): boolean {
  const b = Buffer.from(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const start = b.toString("latin1", 0, 6) === "Exif\0\0" ? 6 : 0;
  const order = b.toString("latin1", start, start + 2);
  if (b.length < start + 8 || (order !== "II" && order !== "MM")) return false;
  const little = order === "II";
  const u16 = (at: number) => (little ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (at: number) => (little ? b.readUInt32LE(at) : b.readUInt32BE(at));
  const ifd = start + u32(start + 4);
  if (ifd + 18 > b.length) return false;
  return u16(ifd) === 1 && u16(ifd + 2) === 0x0112 && u32(ifd + 14) === 0 && b.length - start <= 64;
}

/** A TIFF structure of one entry, the orientation: the only EXIF a published image keeps. */
export function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write("MM\0*", 0, "latin1");
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22);
  return tiff;
}

/** Keeps the parts of a file and what was left out, and joins them only when something was. */
function parts(source: Buffer) {
  const kept: Buffer[] = [];
  const removed = new Set<string>();
  return {
    keep: (from: number, to: number) => {
      if (to > from) kept.push(source.subarray(from, to));
    },
    add: (part: Buffer) => kept.push(part),
    remove: (what: string) => removed.add(what),
    done: (): Stripped =>
      removed.size ? { bytes: Buffer.concat(kept), removed: [...removed] } : { bytes: source, removed: [] },
  };
}

// JPEG (ITU T.81; EXIF, XMP, IPTC and MPF each in APPn segments).

const SOS = 0xda;
const EOI = 0xd9;

/** What an APPn or COM segment is, by its marker and the start of its payload, or undefined to keep it. */
function jpegMetadata(marker: number, payload: Buffer): string | undefined {
  const starts = (text: string) => payload.toString("latin1", 0, text.length) === text;
  if (marker === 0xfe) return "a comment";
  if (marker === 0xe0 || marker === 0xee) return undefined; // JFIF; Adobe's colour transform
  if (marker === 0xe2 && starts("ICC_PROFILE\0")) return undefined;
  if (marker === 0xe1) return starts("Exif\0") ? "EXIF" : "XMP";
  if (marker === 0xed) return "IPTC";
  if (marker >= 0xe2 && marker <= 0xef) return `APP${marker - 0xe0} data`;
  return undefined;
}

function stripJpeg(b: Buffer): Stripped {
  const out = parts(b);
  out.keep(0, 2);
  let at = 2;
  let inScan = false;
  while (at < b.length) {
    // In a scan, its data runs to the next marker: 0xFF followed by anything but a stuffed 0x00,
    // a restart (D0-D7) or a fill byte.
    let marker = at;
    if (inScan) {
      marker = b.indexOf(0xff, at);
      while (marker !== -1 && marker + 1 < b.length) {
        const next = b[marker + 1] ?? 0;
        if (next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) break;
        marker = b.indexOf(0xff, marker + 1);
      }
      if (marker === -1 || marker + 1 >= b.length) {
        // Cut short inside the picture: what there is stays (the images step tells a used one is damaged).
        out.keep(at, b.length);
        return out.done();
      }
      out.keep(at, marker);
    } else {
      if (b[at] !== 0xff) throw new DamagedImageError(`no JPEG marker at byte ${at}`);
      while (b[marker + 1] === 0xff) marker++;
    }
    const code = b[marker + 1] ?? 0;
    if (code === EOI) {
      out.keep(marker, marker + 2);
      // Anything after the end: a second picture (MPF) with its own EXIF, or stray bytes.
      if (marker + 2 < b.length) out.remove("data after the image's end");
      return out.done();
    }
    if (code === 0x01 || (code >= 0xd0 && code <= 0xd7)) {
      out.keep(marker, marker + 2);
      at = marker + 2;
      continue;
    }
    if (marker + 4 > b.length) throw new DamagedImageError("it ends inside a segment's header");
    const end = marker + 2 + b.readUInt16BE(marker + 2);
    if (end > b.length || end < marker + 4) {
      if (!inScan) throw new DamagedImageError(`a segment runs past the end of the file (at byte ${marker})`);
      out.keep(marker, b.length);
      return out.done();
    }
    const payload = b.subarray(marker + 4, end);
    const what = jpegMetadata(code, payload);
    if (what === undefined || (what === "EXIF" && onlyOrientation(payload))) out.keep(marker, end);
    else {
      out.remove(what);
      const orientation = what === "EXIF" ? exifOrientation(payload) : 1;
      if (orientation !== 1)
        out.add(jpegSegment(0xe1, Buffer.concat([EXIF_HEADER, orientationTiff(orientation)])));
    }
    at = end;
    if (code === SOS) inScan = true;
  }
  return out.done();
}

const EXIF_HEADER = Buffer.from("Exif\0\0", "latin1");

function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

// PNG (W3C PNG, third edition: eXIf; XMP in an iTXt chunk).

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_METADATA: Record<string, string> = {
  eXIf: "EXIF",
  tEXt: "text",
  zTXt: "text",
  iTXt: "text",
  tIME: "a time stamp",
};

function stripPng(b: Buffer): Stripped {
  const out = parts(b);
  out.keep(0, 8);
  let at = 8;
  while (at < b.length) {
    if (at + 8 > b.length) throw new DamagedImageError("it ends inside a chunk's header");
    const type = b.toString("latin1", at + 4, at + 8);
    const end = at + 12 + b.readUInt32BE(at);
    const what = PNG_METADATA[type];
    if (end > b.length) {
      // Cut short: the rest stays as it is, unless it is metadata.
      if (what) out.remove(what);
      else out.keep(at, b.length);
      return out.done();
    }
    if (what === undefined || (type === "eXIf" && onlyOrientation(b.subarray(at + 8, end - 4))))
      out.keep(at, end);
    else {
      out.remove(
        type === "iTXt" && b.toString("latin1", at + 8, at + 25) === "XML:com.adobe.xmp" ? "XMP" : what,
      );
      const orientation = type === "eXIf" ? exifOrientation(b.subarray(at + 8, end - 4)) : 1;
      if (orientation !== 1) out.add(pngChunk("eXIf", orientationTiff(orientation)));
    }
    at = end;
    if (type === "IEND") {
      if (at < b.length) out.remove("data after the image's end");
      return out.done();
    }
  }
  return out.done();
}

/** A PNG chunk: its length, type, data and CRC-32 of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

let crcTable: Uint32Array | undefined;
/** CRC-32 as PNG computes it (node:zlib's crc32 is newer than Node 20.19, the oldest Node this runs on). */
function crc32(data: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// WebP (RFC 9649: RIFF chunks; VP8X flags for EXIF 0x08 and XMP 0x04).

function stripWebp(b: Buffer): Stripped {
  const riffEnd = Math.min(b.length, 8 + b.readUInt32LE(4));
  const out = parts(b);
  const chunks: Buffer[] = [];
  let flags: Buffer | undefined;
  let at = 12;
  while (at + 8 <= riffEnd) {
    const type = b.toString("latin1", at, at + 4);
    const size = b.readUInt32LE(at + 4);
    const end = Math.min(riffEnd, at + 8 + size + (size % 2));
    const minimal = type === "EXIF" && onlyOrientation(b.subarray(at + 8, at + 8 + size));
    if ((type === "EXIF" && !minimal) || type === "XMP ") {
      out.remove(type === "EXIF" ? "EXIF" : "XMP");
      const orientation = type === "EXIF" ? exifOrientation(b.subarray(at + 8, at + 8 + size)) : 1;
      if (orientation !== 1) chunks.push(webpChunk("EXIF", orientationTiff(orientation)));
    } else {
      const chunk = Buffer.from(b.subarray(at, end));
      if (type === "VP8X") flags = chunk;
      chunks.push(chunk);
    }
    at = end;
  }
  if (at < riffEnd) chunks.push(b.subarray(at, riffEnd));
  if (riffEnd < b.length) out.remove("data after the image's end");
  const result = out.done();
  if (!result.removed.length) return result;
  if (flags && flags.length > 8) {
    const kept = chunks.some((chunk) => chunk.toString("latin1", 0, 4) === "EXIF");
    flags[8] = ((flags[8] ?? 0) & ~0x0c) | (kept ? 0x08 : 0);
  }
  const body = Buffer.concat(chunks);
  const head = Buffer.from("RIFF\0\0\0\0WEBP", "latin1");
  head.writeUInt32LE(body.length + 4, 4);
  return { bytes: Buffer.concat([head, body]), removed: result.removed };
}

function webpChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, "latin1");
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

// GIF (GIF89a: comment extensions; XMP in an application extension).

function stripGif(b: Buffer): Stripped {
  const out = parts(b);
  if (b.length < 13) throw new DamagedImageError("it ends inside its header");
  const packed = b[10] ?? 0;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  out.keep(0, at);
  /** The end of the data sub-blocks that start at `from` (the file's end when it is cut short in them). */
  const blocksEnd = (from: number) => {
    let next = from;
    while (next < b.length && b[next] !== 0) next += 1 + (b[next] ?? 0);
    return Math.min(next + 1, b.length);
  };
  while (at < b.length) {
    const introducer = b[at];
    if (introducer === 0x3b) {
      out.keep(at, at + 1);
      if (at + 1 < b.length) out.remove("data after the image's end");
      return out.done();
    }
    if (introducer === 0x21) {
      const label = b[at + 1];
      const end = blocksEnd(at + 2);
      const xmp = label === 0xff && b.toString("latin1", at + 3, at + 14) === "XMP DataXMP";
      if (label === 0xfe) out.remove("a comment");
      else if (xmp) out.remove("XMP");
      else out.keep(at, end);
      at = end;
    } else if (introducer === 0x2c) {
      const local = b[at + 9] ?? 0;
      const data = at + 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1;
      const end = blocksEnd(data);
      out.keep(at, end);
      at = end;
    } else throw new DamagedImageError(`no GIF block at byte ${at}`);
  }
  return out.done();
}
