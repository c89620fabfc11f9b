/**
 * Images published without their metadata (build/3-assets/image-metadata.ts): a phone's photo
 * keeps no GPS position, camera or author in any format the site serves, its picture and
 * orientation untouched, and a file that carries none is left byte for byte as it is. Read back
 * with sharp and an EXIF reader of the test's own (tests/photo.ts). Generated inputs of every
 * kind: tests/unit/properties/functions.test.ts; every path a build serves them by:
 * tests/integration/images-build.test.ts.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  DamagedImageError,
  exifOrientation,
  imageContainer,
  strippedImage,
} from "../../build/3-assets/image-metadata";
import { metadataLeft, type PhotoSpec, photoWithMetadata, pngChunk, xmpPacket } from "../photo";

const MAKE = "FixturePhoneMaker";
const MODEL = "FixturePhone 12";
const CREATOR = "Jordan Photographer";

/** A phone's photo: every kind of metadata the format holds, turned a quarter by its EXIF. */
const phonePhoto = (format: PhotoSpec["format"]): PhotoSpec => ({
  format,
  width: 48,
  height: 32,
  orientation: 6,
  exif: { make: MAKE, model: MODEL, gps: { lat: 40.4461, lon: -79.9822 } },
  xmp: CREATOR,
  iptc: "Taken at the client's loading dock",
  comment: "Edited by Jordan",
  trailing: format === "jpeg",
});

/** The decoded pixels of an image, as stored (no rotation). */
const pixels = async (bytes: Buffer) => sharp(bytes).raw().toBuffer();

describe("an image stripped of its metadata", () => {
  it.each(["jpeg", "png", "webp"] as const)(
    "a %s phone photo keeps no location, camera, author or comment, and its picture and orientation",
    async (format) => {
      const original = await photoWithMetadata(phonePhoto(format));
      // The photo holds what a phone writes: the oracle sees it before.
      expect((await metadataLeft(original, [MAKE, MODEL, CREATOR])).length).toBeGreaterThan(2);
      const stripped = strippedImage(original);
      expect(stripped?.removed.length).toBeGreaterThan(0);
      const bytes = Buffer.from(stripped?.bytes ?? []);
      expect(await metadataLeft(bytes, [MAKE, MODEL, CREATOR])).toEqual([]);
      expect(await pixels(bytes)).toEqual(await pixels(original));
      expect((await sharp(bytes).metadata()).orientation).toBe(6);
      // Stripped once, nothing is left to strip.
      expect(strippedImage(bytes)?.removed).toEqual([]);
    },
  );

  it("keeps a JPEG's colour profile, and drops what follows its end (a phone's second picture)", async () => {
    const original = await photoWithMetadata({ ...phonePhoto("jpeg"), orientation: 1 });
    const stripped = strippedImage(original);
    expect(stripped?.removed).toEqual(
      expect.arrayContaining(["EXIF", "XMP", "IPTC", "a comment", "data after the image's end"]),
    );
    const bytes = Buffer.from(stripped?.bytes ?? []);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.icc).toEqual((await sharp(original).metadata()).icc);
    // Orientation 1 needs no EXIF at all.
    expect(metadata.exif).toBeUndefined();
    expect(bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it("drops a GIF's comments and XMP", () => {
    const block = (label: number, data: Buffer) =>
      Buffer.concat([Buffer.from([0x21, label]), Buffer.from([data.length]), data, Buffer.from([0])]);
    const head = Buffer.from("GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff", "latin1");
    const picture = Buffer.from("\x2c\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02\x44\x01\x00", "latin1");
    const xmp = block(0xff, Buffer.from(`XMP DataXMP${xmpPacket(CREATOR).slice(0, 200)}`, "latin1"));
    const gif = Buffer.concat([
      head,
      block(0xfe, Buffer.from(`by ${CREATOR}`)),
      xmp,
      picture,
      Buffer.from(";"),
    ]);
    const stripped = strippedImage(gif);
    expect(stripped?.removed.sort()).toEqual(["XMP", "a comment"]);
    expect(Buffer.from(stripped?.bytes ?? [])).toEqual(Buffer.concat([head, picture, Buffer.from(";")]));
  });

  it("leaves a file without metadata byte for byte as it is", async () => {
    for (const format of ["jpeg", "png", "webp"] as const) {
      const plain = await photoWithMetadata({ format, width: 20, height: 10, orientation: 1 });
      const stripped = strippedImage(plain);
      expect(stripped?.removed, format).toEqual([]);
      expect(stripped?.bytes, format).toBe(plain);
    }
  });

  it("tells formats by their bytes, never by a name, and leaves AVIF, HEIC and TIFF to sharp", async () => {
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
      .avif()
      .toBuffer();
    expect(imageContainer(avif)).toBe("isobmff");
    expect(strippedImage(avif)).toBeUndefined();
    expect(imageContainer(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
  });

  it("reads the orientation of an EXIF in either byte order, with or without its Exif header", async () => {
    const exif = (await sharp(await photoWithMetadata({ ...phonePhoto("jpeg"), orientation: 8 })).metadata())
      .exif as Buffer;
    expect(exifOrientation(exif)).toBe(8);
    expect(exifOrientation(exif.subarray(6))).toBe(8);
    expect(exifOrientation(Buffer.from("Exif\0\0II*\0"))).toBe(1);
  });

  it("refuses a file whose structure breaks before its picture starts, and keeps what a cut-short picture holds", async () => {
    const jpeg = await photoWithMetadata({ ...phonePhoto("jpeg"), trailing: false });
    // A segment's length running past the end of the file.
    expect(() => strippedImage(jpeg.subarray(0, 40))).toThrow(DamagedImageError);
    const png = await photoWithMetadata(phonePhoto("png"));
    expect(() => strippedImage(png.subarray(0, 12))).toThrow(DamagedImageError);
    // Cut inside the picture: the metadata before it goes, the rest stays for the images step to judge.
    const cut = strippedImage(jpeg.subarray(0, jpeg.length - 20));
    expect(await metadataLeft(Buffer.from(cut?.bytes ?? []), [MAKE, MODEL, CREATOR]).catch(() => [])).toEqual(
      [],
    );
    // A text chunk cut short in a PNG is dropped with what follows.
    const chunk = pngChunk("tEXt", Buffer.from(`Author\0${CREATOR}`, "latin1"));
    const cutPng = Buffer.concat([png.subarray(0, 33), chunk.subarray(0, chunk.length - 6)]);
    expect(Buffer.from(strippedImage(cutPng)?.bytes ?? []).includes(CREATOR)).toBe(false);
  });
});
