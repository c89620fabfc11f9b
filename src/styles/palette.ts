/**
 * The brand's colours, written once. The stylesheet does not repeat them: the CSS step
 * (build/3-assets/css.ts) gives Tailwind `themeColors()` as an @theme block, so `bg-brand-700`
 * and `var(--color-brand-700)` are these values. The art kit (build/tools/art/kit.ts), the
 * head's theme colour (build/4-pages/site-tags.ts) and the mark (./brand-mark.ts) import them.
 *
 * TypeScript is the source, not the CSS, because three of the four readers are TypeScript: they
 * get the names checked by the compiler (a misspelt step does not compile) and need no parser,
 * and the stylesheet cannot drift from a block it never holds.
 */

/** Navy to light blue: text, surfaces, links and focus rings. */
export const brand = {
  50: "#eef6fc",
  100: "#d6e9f7",
  200: "#b3d6f0",
  300: "#7fb9e3",
  500: "#2b7bc0",
  600: "#1664a6",
  700: "#0b4f8a",
  800: "#0a416f",
  900: "#0b2f4f",
} as const;

/** The green kept for primary actions and for what is verified or done. */
export const accent = {
  50: "#ecfdf3",
  600: "#047857",
  700: "#065f46",
} as const;

/** The scales the stylesheet's theme holds, by Tailwind colour name. */
export const palette = { brand, accent } as const;

/** The @theme block Tailwind reads: `--color-{name}-{step}` for every colour of the palette. */
export function themeColors(): string {
  const lines = Object.entries(palette).flatMap(([name, scale]) =>
    Object.entries(scale).map(([step, value]) => `  --color-${name}-${step}: ${value};`),
  );
  return `@theme {\n${lines.join("\n")}\n}\n`;
}
