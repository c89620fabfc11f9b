/** The five blog categories (SPEC 3), in the order the filter chips show them. */
export const categories = ["Security", "Sustainability", "Data Center", "Mobility", "Compliance"] as const;
