/**
 * The mobility page's artefact: the refresh cycle drawn as a cycle (SPEC 2.7). The four stages
 * (an ordered list: Plan, Deploy, Retire, Recover, each with the mobility services it calls on)
 * go clockwise around a ring whose arcs carry arrowheads, Plan to Deploy to Retire to Recover and
 * back to Plan, with repair and RMA at its centre, keeping devices working between refreshes.
 *
 * From the large breakpoint: the ring, the stages at its four corners. Each card is as tall as
 * its own text (never stretched to its neighbour's, so none is half empty), the top two standing
 * on the ring's middle and the bottom two hanging from it, so that all four hug the centre; the
 * two rows are of one height, so the ring's side arrowheads fall in the gap between them.
 * Below it: one column, an arrow from each stage down to the next, and from the last down to a
 * mark that the cycle starts again at the first.
 */
import RefreshCw from "lucide-react/icons/refresh-cw";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { cn } from "../../lib/cn";
import { Unbroken } from "../ui/unbroken";

/** Clockwise: top left, top right, bottom right, bottom left; the middle column holds the centre. */
const place = [
  "lg:col-start-1 lg:row-start-1 lg:self-end",
  "lg:col-start-3 lg:row-start-1 lg:self-end",
  "lg:col-start-3 lg:row-start-2 lg:self-start",
  "lg:col-start-1 lg:row-start-2 lg:self-start",
];

/** An arrowhead pointing right, 16 px; turned by the caller. */
function Arrowhead({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 14 14"
      aria-hidden="true"
      focusable="false"
      className={cn("absolute size-4 text-brand-600", className)}
    >
      <path d="M2 1.5L12.5 7L2 12.5Z" fill="currentColor" />
    </svg>
  );
}

/**
 * Where the ring's arcs meet the gaps between the stages, and which way each points (clockwise):
 * top (Plan to Deploy), right (Deploy to Retire), bottom (Retire to Recover), left (Recover to Plan).
 */
const ringArrows = [
  "top-0 left-1/2 -translate-x-1/2 -translate-y-1/2",
  "top-1/2 right-0 translate-x-1/2 -translate-y-1/2 rotate-90",
  "bottom-0 left-1/2 -translate-x-1/2 translate-y-1/2 rotate-180",
  "top-1/2 left-0 -translate-x-1/2 -translate-y-1/2 -rotate-90",
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
  const first = stages[0];
  return (
    <figure data-artefact="refresh-cycle" className="relative">
      <div aria-hidden="true" data-ring="" className="absolute inset-x-[18%] inset-y-6 hidden lg:block">
        <span className="absolute inset-0 rounded-[50%] border-2 border-dashed border-brand-300" />
        {ringArrows.map((at) => (
          <Arrowhead key={at} className={at} />
        ))}
      </div>
      <ol className="relative grid gap-10 lg:grid-cols-[1fr_14rem_1fr] lg:grid-rows-2 lg:gap-x-8 lg:gap-y-10">
        {stages.map((stage, index) => (
          <li
            key={stage.title}
            data-stage=""
            className={cn(
              "relative rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6",
              place[index],
            )}
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
            {/* Below the large breakpoint: the arrow down to the next stage (after the last, to the mark of the first), in the gap under the card. */}
            <span
              aria-hidden="true"
              className="absolute top-full left-1/2 flex h-10 w-4 -translate-x-1/2 flex-col items-center lg:hidden"
            >
              <span className="w-0 flex-1 border-l-2 border-dashed border-brand-300" />
              <Arrowhead className="relative rotate-90" />
            </span>
          </li>
        ))}
      </ol>
      {/* Below the large breakpoint: after the last stage, the cycle starts again at the first. */}
      {first ? (
        <p
          aria-hidden="true"
          data-cycle-again=""
          className="mx-auto mt-10 flex w-fit items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 lg:hidden"
        >
          <RotateCcw className="size-4 text-brand-600" />
          <span className="inline-flex size-6 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white tabular-nums">
            1
          </span>
          {first.title}
        </p>
      ) : null}
      <figcaption className="relative mt-6 flex items-center gap-4 rounded-xl bg-brand-900 p-5 text-white lg:absolute lg:top-1/2 lg:left-1/2 lg:mt-0 lg:size-56 lg:-translate-x-1/2 lg:-translate-y-1/2 lg:flex-col lg:justify-center lg:gap-2 lg:rounded-full lg:p-6 lg:text-center lg:shadow-lg">
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
