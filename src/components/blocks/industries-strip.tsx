import { useSite } from "../../site-context";
import { Unbroken } from "../ui/unbroken";
import { IconItem } from "./icon-item";

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
            <IconItem key={item.name} icon={item.icon} title={item.name} body={item.body} />
          ))}
        </ul>
      </div>
    </section>
  );
}
