import { shared } from "../../../content/pages/shared";

/** The three static testimonials (SPEC 2.3): quote, author, role, company. */
export function Testimonials() {
  return (
    <ul className="grid gap-6 lg:grid-cols-3" data-testimonials={shared.testimonials.length}>
      {shared.testimonials.map((item) => (
        <li key={item.author}>
          <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <blockquote className="flex-1 leading-7 text-slate-700">
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className="mt-6 border-t border-slate-100 pt-4">
              <p className="font-semibold text-slate-900">{item.author}</p>
              <p className="text-sm text-slate-600">
                {item.role}, {item.company}
              </p>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
