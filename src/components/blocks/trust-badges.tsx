import { useSite } from "../../site-context";
import { Icon } from "../ui/icon";
import { Unbroken } from "../ui/unbroken";

/**
 * Trust-badge strip (SPEC 2.3): NIST 800-88, DoD 5220.22-M, R2/ISO, chain of custody, each with
 * who stands behind it (the body that certifies or publishes it) and a line on what it means.
 */
export function TrustBadges() {
  const { trustBadges } = useSite().content.copy.shared;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-trust-badges={trustBadges.length}>
      {trustBadges.map((badge) => (
        <li key={badge.title} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-5">
          <Icon name={badge.icon} className="size-7 shrink-0 text-brand-700" />
          <div>
            <p className="font-semibold text-slate-900">
              <Unbroken>{badge.title}</Unbroken>
            </p>
            <p data-trust-issuer="" className="mt-0.5 text-xs font-medium leading-5 text-slate-600">
              <Unbroken>{badge.issuer}</Unbroken>
            </p>
            <p className="mt-2 text-sm leading-6 text-slate-600">
              <Unbroken>{badge.body}</Unbroken>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
