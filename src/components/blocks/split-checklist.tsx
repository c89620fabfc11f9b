import { Icon } from "../ui/icon";
import { Unbroken } from "../ui/unbroken";

/** A heading and paragraph beside a checklist of points (value recovery on the service pages). */
export function SplitChecklist({
  id,
  title,
  body,
  points,
}: {
  id: string;
  title: string;
  body: string;
  points: readonly string[];
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-slate-900">
            <Unbroken>{title}</Unbroken>
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-700">
            <Unbroken>{body}</Unbroken>
          </p>
        </div>
        <ul className="space-y-3 self-center">
          {points.map((point) => (
            <li key={point} className="flex gap-3 text-slate-700">
              <Icon name="CircleCheck" className="mt-0.5 size-5 shrink-0 text-accent-600" />
              <span>
                <Unbroken>{point}</Unbroken>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
