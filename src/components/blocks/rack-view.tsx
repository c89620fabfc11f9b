/**
 * The data center page's artefact: the floor by rack and row, each rack marked with the step
 * of the project flow it has reached (the numbers of the steps beside it) or as in service, so
 * a buyer sees a decommissioning worked row by row around production equipment. A real table
 * (caption, row and column headers; each cell names its step for assistive technology) with a
 * key under it; it fits a 320px phone without scrolling sideways.
 */

import { cn } from "../../lib/cn";
import type { RackStage } from "../../model/copy";
import { Unbroken } from "../ui/unbroken";

/** The rack's fill by step: lighter to darker navy as the project moves on. */
const fills: Record<RackStage, string> = {
  0: "bg-white text-slate-500 ring-1 ring-inset ring-slate-300",
  1: "bg-brand-100 text-brand-900",
  2: "bg-brand-300 text-brand-900",
  3: "bg-brand-600 text-white",
  4: "bg-brand-800 text-white",
};

function Rack({ stage, label }: { stage: RackStage; label: string }) {
  return (
    <span
      className={cn(
        "flex h-12 w-full items-center justify-center rounded-md text-sm font-bold tabular-nums sm:h-16",
        fills[stage],
      )}
    >
      {stage === 0 ? (
        <span aria-hidden="true" className="size-2 rounded-full bg-accent-600" />
      ) : (
        <span aria-hidden="true">{stage}</span>
      )}
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function RackView({
  title,
  note,
  inService,
  rows,
  steps,
}: {
  title: string;
  note: string;
  inService: string;
  rows: readonly { name: string; racks: readonly RackStage[] }[];
  /** The project flow's step titles, in order: step n is steps[n - 1]. */
  steps: readonly string[];
}) {
  const name = (stage: RackStage) => (stage === 0 ? inService : steps[stage - 1]);
  const label = (stage: RackStage) => (stage === 0 ? inService : `Step ${stage}: ${name(stage)}`);
  const columns = Math.max(...rows.map((row) => row.racks.length));
  return (
    <figure
      data-artefact="rack-view"
      className="rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:p-6"
    >
      <table className="w-full table-fixed border-separate border-spacing-1 sm:border-spacing-2">
        <caption className="mb-3 text-left">
          <span className="block text-lg font-semibold text-slate-900">
            <Unbroken>{title}</Unbroken>
          </span>
          <span className="mt-0.5 block text-sm text-slate-600">
            <Unbroken>{note}</Unbroken>
          </span>
        </caption>
        <thead>
          <tr>
            <td className="w-12 sm:w-16" />
            {Array.from({ length: columns }, (_, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: the racks of a row are its positions
                key={index}
                scope="col"
                className="pb-1 text-center text-xs font-semibold text-slate-500"
              >
                <span className="sr-only">Rack </span>
                {index + 1}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th
                scope="row"
                className="pr-1 text-left text-xs font-semibold whitespace-nowrap text-slate-700 sm:text-sm"
              >
                {row.name}
              </th>
              {row.racks.map((stage, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the racks of a row are its positions
                <td key={index} className="p-0">
                  <Rack stage={stage} label={label(stage)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul
        aria-hidden="true"
        className="mt-5 grid gap-x-4 gap-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700 sm:grid-cols-2"
      >
        {([1, 2, 3, 4, 0] as const).map((stage) => (
          <li key={stage} className="flex items-center gap-2">
            <span
              className={cn(
                "inline-flex size-6 shrink-0 items-center justify-center rounded text-xs font-bold",
                fills[stage],
              )}
            >
              {stage === 0 ? <span className="size-1.5 rounded-full bg-accent-600" /> : stage}
            </span>
            <span>
              <Unbroken>{name(stage)}</Unbroken>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
