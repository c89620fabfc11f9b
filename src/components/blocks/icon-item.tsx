import type { IconName } from "../../model/icons";
import { Icon } from "../ui/icon";
import { Unbroken } from "../ui/unbroken";

/** One entry of a list of short items: its icon in the brand colour, its name (h3) and a line on it. */
export function IconItem({ icon, title, body }: { icon: IconName; title: string; body: string }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-6" />
      </span>
      <div>
        <h3 className="font-semibold text-slate-900">
          <Unbroken>{title}</Unbroken>
        </h3>
        <p className="mt-1 text-sm leading-6 text-slate-600">
          <Unbroken>{body}</Unbroken>
        </p>
      </div>
    </li>
  );
}
