/**
 * The mobility page's artefact: the refresh cycle drawn as a cycle. The four stages go clockwise
 * around a ring (an ordered list: Plan, Deploy, Retire, Recover, each with the mobility services
 * it calls on), with repair and RMA at its centre, keeping devices working between refreshes.
 * One column on phones, two by two on tablets, the ring from the large breakpoint.
 */
import RefreshCw from "lucide-react/icons/refresh-cw";
import { cn } from "../../lib/cn";
import { Unbroken } from "../ui/unbroken";

/** Clockwise: top left, top right, bottom right, bottom left; the middle column holds the centre. */
const place = [
  "md:col-start-1 md:row-start-1",
  "md:col-start-2 md:row-start-1 lg:col-start-3",
  "md:col-start-2 md:row-start-2 lg:col-start-3",
  "md:col-start-1 md:row-start-2",
];

export function RefreshCycle({
  stages,
  centre,
  servicesLabel,
}: {
  stages: readonly { title: string; body: string; uses: readonly string[] }[];
  /** What keeps the cycle going between stages: a title and one line. */
  centre: { label: string; title: string; text: string };
  servicesLabel: string;
}) {
  return (
    <figure data-artefact="refresh-cycle" className="relative">
      <span
        aria-hidden="true"
        className="absolute inset-x-[18%] inset-y-6 -z-0 hidden rounded-[50%] border-2 border-dashed border-brand-300 lg:block"
      />
      <ol className="relative grid gap-4 md:grid-cols-2 md:grid-rows-2 md:gap-6 lg:grid-cols-[1fr_14rem_1fr] lg:gap-x-8 lg:gap-y-10">
        {stages.map((stage, index) => (
          <li
            key={stage.title}
            className={cn("rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6", place[index])}
          >
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white tabular-nums"
              >
                {index + 1}
              </span>
              <h3 className="text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {stage.title}
              </h3>
            </div>
            <p className="mt-3 leading-7 text-slate-600">
              <Unbroken>{stage.body}</Unbroken>
            </p>
            {stage.uses.length > 0 ? (
              <div className="mt-4">
                <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
                  {servicesLabel}
                </p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {stage.uses.map((service) => (
                    <li
                      key={service}
                      className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
                    >
                      {service}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <figcaption className="relative mt-4 flex items-center gap-4 rounded-xl bg-brand-900 p-5 text-white md:mt-6 lg:absolute lg:top-1/2 lg:left-1/2 lg:mt-0 lg:size-56 lg:-translate-x-1/2 lg:-translate-y-1/2 lg:flex-col lg:justify-center lg:gap-2 lg:rounded-full lg:p-6 lg:text-center lg:shadow-lg">
        <RefreshCw aria-hidden="true" className="size-8 shrink-0 text-brand-200" />
        <span>
          <span className="block text-xs font-semibold tracking-wider text-brand-200 uppercase">
            {centre.label}
          </span>
          <span className="mt-1 block font-semibold">{centre.title}</span>
          <span className="mt-1 block text-sm leading-5 text-slate-200">{centre.text}</span>
        </span>
      </figcaption>
    </figure>
  );
}
