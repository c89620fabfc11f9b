/** Images for the tests of the image steps, made with sharp. */
import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** A photo-like JPEG or PNG of the given size (EXIF orientation optional), made with sharp. */
export async function writePhoto(file: string, width: number, height: number, orientation?: number) {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
  const out = file.endsWith(".png") ? image.png() : image.jpeg({ quality: 80 });
  await (orientation ? out.withMetadata({ orientation }) : out).toFile(file);
}

/** What a phone, a camera or an editor's app may leave in an image file (tests/unit/properties/arbitraries.ts generates them). */
export interface PhotoSpec {
  format: "jpeg" | "png" | "webp";
  width: number;
  height: number;
  /** EXIF orientation, 1-8 (1: as stored). */
  orientation: number;
  /** The camera's make and model (EXIF IFD0), and where the photo was taken (the GPS IFD). */
  exif?: { make: string; model: string; gps?: { lat: number; lon: number } };
  /** XMP naming this creator, with a location. */
  xmp?: string;
  /** An IPTC caption (JPEG: Photoshop's APP13). */
  iptc?: string;
  /** A comment: JPEG's COM segment, PNG's tEXt chunk. */
  comment?: string;
  /** A second picture after the first one's end, with its own EXIF (as a phone's multi-picture JPEG holds). */
  trailing?: boolean;
}

/** Degrees as EXIF writes them: degrees, minutes and seconds as rationals. */
const dms = (value: number) => {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 100);
  return `${degrees}/1 ${minutes}/1 ${seconds}/100`;
};

/** The XMP packet of a photo taken at (lat, lon) by `creator`. */
export function xmpPacket(creator: string, lat = 40.4461, lon = -79.9822): string {
  return `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/" exif:GPSLatitude="${lat.toFixed(4)}N" exif:GPSLongitude="${lon.toFixed(4)}W"><dc:creator>${creator}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
}

/** A JPEG segment: marker, length, payload. */
function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** Photoshop's APP13 holding one IPTC caption (2:120). */
function iptcSegment(caption: string): Buffer {
  const text = Buffer.from(caption, "utf8").subarray(0, 2000);
  const record = Buffer.concat([Buffer.from([0x1c, 2, 120, text.length >> 8, text.length & 0xff]), text]);
  const resource = Buffer.concat([
    Buffer.from("8BIM\x04\x04\0\0", "latin1"),
    Buffer.alloc(4),
    record,
    Buffer.alloc(record.length % 2),
  ]);
  resource.writeUInt32BE(record.length, 8);
  return jpegSegment(0xed, Buffer.concat([Buffer.from("Photoshop 3.0\0", "latin1"), resource]));
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** A PNG chunk with its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  let crc = 0xffffffff;
  for (const byte of body) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, body, sum]);
}

/** A picture of the spec's size, not of one colour (so that a turn or a lost pixel shows). */
function picture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37 + Math.floor(i / (width * 3)) * 11) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** The bytes of an image file as `spec` says: the picture, with every piece of metadata it names. */
export async function photoWithMetadata(spec: PhotoSpec): Promise<Buffer> {
  let image = picture(spec.width, spec.height)[spec.format]();
  if (spec.exif)
    image = image.withExif({
      IFD0: { Make: spec.exif.make, Model: spec.exif.model },
      ...(spec.exif.gps
        ? {
            IFD3: {
              GPSLatitudeRef: spec.exif.gps.lat < 0 ? "S" : "N",
              GPSLatitude: dms(spec.exif.gps.lat),
              GPSLongitudeRef: spec.exif.gps.lon < 0 ? "W" : "E",
              GPSLongitude: dms(spec.exif.gps.lon),
            },
          }
        : {}),
    });
  if (spec.xmp) image = image.withXmp(xmpPacket(spec.xmp));
  if (spec.orientation !== 1) image = image.withMetadata({ orientation: spec.orientation });
  let bytes = await image.toBuffer();
  if (spec.format === "jpeg") {
    const extra = [
      ...(spec.comment ? [jpegSegment(0xfe, Buffer.from(spec.comment, "utf8").subarray(0, 2000))] : []),
      ...(spec.iptc ? [iptcSegment(spec.iptc)] : []),
    ];
    bytes = Buffer.concat([bytes.subarray(0, 2), ...extra, bytes.subarray(2)]);
  }
  if (spec.format === "png" && spec.comment) {
    const ihdrEnd = 8 + 25;
    const text = Buffer.concat([Buffer.from("Comment\0", "latin1"), Buffer.from(spec.comment, "latin1")]);
    bytes = Buffer.concat([bytes.subarray(0, ihdrEnd), pngChunk("tEXt", text), bytes.subarray(ihdrEnd)]);
  }
  if (spec.trailing) {
    const second = await picture(8, 8)
      .jpeg()
      .withExif({ IFD0: { Make: spec.exif?.make ?? "SecondPictureMake", Model: "second" } })
      .toBuffer();
    bytes = Buffer.concat([bytes, second]);
  }
  return bytes;
}

/**
 * The tags of an EXIF block's first IFD (its TIFF structure, after "Exif\0\0" when it has it):
 * read here on its own, not with the build's code, to check what the build kept.
 */
export function exifTags(exif: Buffer): number[] {
  const start = exif.toString("latin1", 0, 6) === "Exif\0\0" ? 6 : 0;
  const little = exif.toString("latin1", start, start + 2) === "II";
  const u16 = (at: number) => (little ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const u32 = (at: number) => (little ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  const ifd = start + u32(start + 4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}

/**
 * What of location, camera or author an image file still holds, as sharp reads it back: XMP,
 * IPTC, comments, EXIF tags but the orientation, and any of `words` (a make, a model, a
 * creator) anywhere in its bytes. Empty when it holds none.
 */
export async function metadataLeft(bytes: Buffer, words: readonly string[] = []): Promise<string[]> {
  const metadata = await sharp(bytes).metadata();
  const left: string[] = [];
  if (metadata.xmp) left.push("XMP");
  if (metadata.iptc) left.push("IPTC");
  if (metadata.comments?.length) left.push("comments");
  if (metadata.exif) {
    const tags = exifTags(metadata.exif).filter((tag) => tag !== 0x0112);
    if (tags.length) left.push(`EXIF tags ${tags.map((tag) => `0x${tag.toString(16)}`).join(", ")}`);
  }
  for (const word of words) if (word && bytes.includes(word)) left.push(`"${word}"`);
  return left;
}

/** The tallest (or widest) an AVIF or WebP file may be: build/3-assets/images.ts's MAX_SIDE, as WebP defines it. */
const WEBP_MAX_SIDE = 16_383;

/** An image an editor may upload broken (tests/unit/properties/arbitraries.ts generates them). */
export type BrokenImageSpec =
  /** Cut short while it was copied: the first `keep` of its bytes. */
  | { kind: "truncated"; format: PhotoSpec["format"]; keep: number }
  /** `length` bytes from `at` (a fraction of the file) changed. */
  | { kind: "corrupt"; format: PhotoSpec["format"]; at: number; length: number; xor: number }
  /** Taller than AVIF and WebP allow by `extra` pixels (a JPEG or a PNG: a WebP cannot be). */
  | { kind: "tall"; format: "jpeg" | "png"; width: number; extra: number }
  /** Wider than AVIF and WebP allow by `extra` pixels. */
  | { kind: "wide"; format: "jpeg" | "png"; height: number; extra: number }
  /** A PNG whose header says `side` pixels square: more than the build reads. */
  | { kind: "huge"; side: number }
  /** A file of one kind under another's name. */
  | { kind: "misnamed"; holds: "jpeg" | "png" | "webp" | "gif" | "svg" | "text" };

/** The bytes of a broken image as `spec` says. */
export async function brokenImage(spec: BrokenImageSpec): Promise<Buffer> {
  const plain = (format: PhotoSpec["format"], width: number, height: number) =>
    photoWithMetadata({ format, width, height, orientation: 1 });
  switch (spec.kind) {
    case "truncated": {
      const whole = await plain(spec.format, 96, 64);
      return whole.subarray(0, Math.max(1, Math.floor(whole.length * spec.keep)));
    }
    case "corrupt": {
      const bytes = Buffer.from(await plain(spec.format, 96, 64));
      const from = Math.floor(bytes.length * spec.at);
      for (let i = from; i < Math.min(bytes.length, from + spec.length); i++)
        bytes[i] = (bytes[i] ?? 0) ^ spec.xor;
      return bytes;
    }
    case "tall":
      return plain(spec.format, spec.width, WEBP_MAX_SIDE + spec.extra);
    case "wide":
      return plain(spec.format, WEBP_MAX_SIDE + spec.extra, spec.height);
    case "huge": {
      const header = Buffer.alloc(13);
      header.writeUInt32BE(spec.side, 0);
      header.writeUInt32BE(spec.side, 4);
      header.set([8, 2], 8);
      return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        pngChunk("IHDR", header),
        pngChunk("IDAT", deflateSync(Buffer.alloc(64))),
        pngChunk("IEND", Buffer.alloc(0)),
      ]);
    }
    case "misnamed":
      if (spec.holds === "svg")
        return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
      if (spec.holds === "text") return Buffer.from("Notes about the cover, not a picture.\n");
      if (spec.holds === "gif")
        return sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
          .gif()
          .toBuffer();
      return plain(spec.holds, 40, 30);
  }
}
