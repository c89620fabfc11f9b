/** The five blog categories (SPEC 3), in the order the filter chips show them. */
export const categories = ["Security", "Sustainability", "Data Center", "Mobility", "Compliance"] as const;

/**
 * A category's name. Every map with something per category is a `Record<Category, …>`, so a
 * category added to the list above fails `tsc` until each of them has its entry.
 */
export type Category = (typeof categories)[number];

export function isCategory(value: unknown): value is Category {
  return (categories as readonly unknown[]).includes(value);
}
