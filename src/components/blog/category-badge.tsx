import { cn } from "../../lib/cn";

const tones: Record<string, string> = {
  Security: "bg-blue-50 text-blue-800",
  Sustainability: "bg-emerald-50 text-emerald-800",
  "Data Center": "bg-violet-50 text-violet-800",
  Mobility: "bg-sky-50 text-sky-800",
  Compliance: "bg-amber-50 text-amber-900",
};

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex self-start rounded-full px-3 py-1 text-xs font-semibold",
        tones[category] ?? "bg-slate-100 text-slate-800",
        className,
      )}
    >
      {category}
    </span>
  );
}
