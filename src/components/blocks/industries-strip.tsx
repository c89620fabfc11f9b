import { useSite } from "../../site-context";
import { Icon } from "../ui/icon";
import { Unbroken } from "../ui/unbroken";

/** Industries strip (SPEC 2.3): the six industries drawn as icon logos, under its heading and sub-line. */
export function IndustriesStrip() {
  const { title, lead, items } = useSite().content.copy.shared.industries;
  return (
    <section aria-labelledby="industries-title" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 text-center sm:px-6 lg:px-8">
        <h2 id="industries-title" className="text-2xl font-bold tracking-tight text-slate-900">
          <Unbroken>{title}</Unbroken>
        </h2>
        <p className="mt-2 text-slate-600">
          <Unbroken>{lead}</Unbroken>
        </p>
        <ul
          className="mt-8 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6"
          data-industries={items.length}
        >
          {items.map((item) => (
            <li key={item.name} className="flex flex-col items-center gap-2 text-slate-700">
              <Icon name={item.icon} className="size-9 text-slate-500" />
              <span className="text-sm font-semibold">
                <Unbroken>{item.name}</Unbroken>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
