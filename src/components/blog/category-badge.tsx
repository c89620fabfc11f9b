/**
 * A post's category as a badge that links to the category's page
 * (/blog/category/{slug}), with JavaScript or without: the blog filter turns
 * its chips into buttons once it hydrates, so the badges are what lead there.
 * On that page itself the badge is plain text, as a link to where one already is would be.
 */

import { cn } from "../../lib/cn";
import type { Category } from "../../model/categories";
import { categorySlug } from "../../model/slugs";
import { paths } from "../../paths";
import { useSite } from "../../site-context";
import { SiteLink } from "../ui/site-link";

/** Each category's hue (the drawn covers' tints match them). Whole class names, so that Tailwind finds them in the source. */
export const categoryTones: Record<Category, { badge: string; hover: string }> = {
  Security: { badge: "bg-blue-50 text-blue-800", hover: "hover:bg-blue-100 hover:text-blue-900" },
  Sustainability: {
    badge: "bg-emerald-50 text-emerald-800",
    hover: "hover:bg-emerald-100 hover:text-emerald-900",
  },
  "Data Center": {
    badge: "bg-violet-50 text-violet-800",
    hover: "hover:bg-violet-100 hover:text-violet-900",
  },
  Mobility: { badge: "bg-sky-50 text-sky-800", hover: "hover:bg-sky-100 hover:text-sky-900" },
  Compliance: { badge: "bg-amber-50 text-amber-900", hover: "hover:bg-amber-100 hover:text-amber-950" },
};

export function CategoryBadge({ category, className }: { category: Category; className?: string }) {
  const { path } = useSite();
  const tone = categoryTones[category];
  const badge = cn(
    "inline-flex self-start rounded-full px-3 py-1 text-xs font-semibold",
    tone.badge,
    className,
  );
  const to = paths["blog-category"]({ slug: categorySlug(category) });
  if (path === to) return <span className={badge}>{category}</span>;
  return (
    <SiteLink
      to={to}
      className={cn(
        badge,
        tone.hover,
        "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
      )}
    >
      {category}
      {/* Read out as "Security articles": the visible name first (WCAG 2.5.3), then where it leads. */}
      <span className="sr-only"> articles</span>
    </SiteLink>
  );
}
