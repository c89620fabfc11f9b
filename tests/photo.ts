/** Images for the tests of the image steps, made with sharp. */
import sharp from "sharp";

/** A photo-like JPEG or PNG of the given size (EXIF orientation optional), made with sharp. */
export async function writePhoto(file: string, width: number, height: number, orientation?: number) {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
  const out = file.endsWith(".png") ? image.png() : image.jpeg({ quality: 80 });
  await (orientation ? out.withMetadata({ orientation }) : out).toFile(file);
}
