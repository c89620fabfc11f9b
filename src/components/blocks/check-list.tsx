import { Icon } from "../ui/icon";
import { Unbroken } from "../ui/unbroken";

/** Bullet points, each behind a green check. */
export function CheckList({ points, className }: { points: readonly string[]; className?: string }) {
  return (
    <ul className={className ?? "mt-4 space-y-2 text-sm text-slate-700"}>
      {points.map((point) => (
        <li key={point} className="flex gap-2">
          <Icon name="Check" className="mt-0.5 size-4 shrink-0 text-accent-600" />
          <span>
            <Unbroken>{point}</Unbroken>
          </span>
        </li>
      ))}
    </ul>
  );
}
