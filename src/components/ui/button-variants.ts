/**
 * The site's buttons (SPEC 2.3), shadcn/ui style: `buttonVariants` gives the classes of a
 * variant (default, destructive, outline, secondary, ghost, link, cta, hero), a size (default,
 * sm, lg, icon) and a width (auto, full), for anything that must look like a button: ButtonLink
 * (./button.tsx), the forms' submit button, the islands' links and buttons. One primary colour, the brand
 * green (cta), for the one main action of a place; the rest is mostly the outline button.
 *
 * No two classes of one call set the same property (the display is the width's, the font size
 * the size's), so the islands use the classes as they come, without tailwind-merge's bytes;
 * ButtonLink merges a caller's classes over them. Its own module, and no class-variance-authority:
 * the form pages' JS is within a few hundred bytes of its budget, and cva with clsx cost 0.7 KB
 * gzip on every page (the mobile menu is an island); the table and the join below are cva's
 * call, for the one shape of call used here (a value per variant, no compound variants).
 */
const BUTTON = {
  // A disabled button (a form's submit before hydration) shows it cannot be pressed; links never are.
  base: "items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-70 [&_svg]:size-4 [&_svg]:shrink-0",
  variants: {
    variant: {
      default: "bg-brand-700 text-white hover:bg-brand-800",
      destructive: "bg-red-700 text-white hover:bg-red-800",
      outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
      secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
      ghost: "text-slate-800 hover:bg-slate-100",
      link: "text-brand-700 underline-offset-4 hover:underline",
      cta: "bg-accent-600 text-white shadow-sm hover:bg-accent-700",
      hero: "border border-white/70 bg-white/10 text-white hover:bg-white/20",
    },
    size: {
      default: "h-10 px-4 py-2 text-sm",
      sm: "h-9 px-3 text-sm",
      lg: "h-12 px-6 text-base",
      icon: "size-10 text-sm",
    },
    width: {
      /** As wide as its label, in the line. */
      auto: "inline-flex",
      /** The whole width of its box, on a line of its own (the mobile menu's main action). */
      full: "flex w-full",
    },
  },
  defaults: { variant: "default", size: "default", width: "auto" },
} as const;

type Variants = typeof BUTTON.variants;

/** A choice per variant, each optional (its default), as cva's VariantProps. */
export type ButtonVariantProps = { [K in keyof Variants]?: keyof Variants[K] | null };

/** The classes of a button: base, then the variant, the size and the width, in that order. */
export function buttonVariants(props: ButtonVariantProps = {}): string {
  const chosen = (Object.keys(BUTTON.variants) as (keyof Variants)[]).map((key) => {
    const table: Record<string, string> = BUTTON.variants[key];
    return table[props[key] ?? BUTTON.defaults[key]];
  });
  return [BUTTON.base, ...chosen].join(" ");
}
