/** The part of subset-font (HarfBuzz's subsetter as WebAssembly, no types of its own) that build/3-assets/font-subset.ts uses. */
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    /** An axis pinned to a value, or narrowed to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** OpenType feature tags to keep (all by default). */
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
