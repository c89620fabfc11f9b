import { useSite } from "../../site-context";
import { Icon } from "../ui/icon";
import { Unbroken } from "../ui/unbroken";

/**
 * Industries strip (SPEC 2.3), under its heading and sub-line: the six industries served, as a
 * list of sectors, each with its icon in the brand colour and a line on what is done for it.
 * Sectors, not client logos: no name or mark of any client is shown.
 */
export function IndustriesStrip() {
  const { title, lead, items } = useSite().content.copy.shared.industries;
  return (
    <section aria-labelledby="industries-title" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="industries-title" className="text-3xl font-bold tracking-tight text-slate-900">
            <Unbroken>{title}</Unbroken>
          </h2>
          <p className="mt-3 text-lg text-slate-600">
            <Unbroken>{lead}</Unbroken>
          </p>
        </div>
        <ul
          className="mt-10 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3"
          data-industries={items.length}
        >
          {items.map((item) => (
            <li key={item.name} className="flex gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={item.icon} className="size-6" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">
                  <Unbroken>{item.name}</Unbroken>
                </h3>
                <p className="mt-1 text-sm leading-6 text-slate-600">
                  <Unbroken>{item.body}</Unbroken>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
