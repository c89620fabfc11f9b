import { initials } from "../../model/slugs";
import { useSite } from "../../site-context";
import { Unbroken } from "../ui/unbroken";

/**
 * The three static testimonials (SPEC 2.3): quote, author, role, company. Each card spans two
 * rows of the list's grid (a subgrid), quote above, author below: the author blocks start on one
 * line across the row of cards, however long each quote and role is.
 */
export function Testimonials() {
  const { testimonials } = useSite().content.copy.shared;
  return (
    <ul className="grid gap-x-6 gap-y-6 lg:grid-cols-3" data-testimonials={testimonials.length}>
      {testimonials.map((item) => (
        <li key={item.author} className="row-span-2 grid grid-rows-subgrid gap-y-0">
          <figure className="row-span-2 grid grid-rows-subgrid gap-y-0 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <blockquote className="leading-7 text-slate-700">
              <p>
                “<Unbroken>{item.quote}</Unbroken>”
              </p>
            </blockquote>
            <figcaption className="mt-6 flex items-start gap-3 border-t border-slate-100 pt-4">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
              >
                {initials(item.author)}
              </span>
              <div>
                <p className="font-semibold text-slate-900">{item.author}</p>
                <p className="text-sm text-slate-600">
                  <Unbroken>{`${item.role}, ${item.company}`}</Unbroken>
                </p>
              </div>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
