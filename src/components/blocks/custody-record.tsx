/**
 * The reverse logistics page's artefact: a collection record as its buyer is shown it, each
 * handoff of one collection from pickup to routing, what was recorded there and its status, as
 * an ordered list in a figure (the record's title is its caption). Every label is the page's copy.
 */
import Check from "lucide-react/icons/check";
import type { CustodyEvent } from "../../model/copy";
import { Icon } from "../ui/icon";

export function CustodyRecord({
  title,
  subtitle,
  events,
  footnote,
}: {
  title: string;
  subtitle: string;
  events: readonly CustodyEvent[];
  footnote: string;
}) {
  return (
    <figure
      data-artefact="custody-record"
      className="overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
    >
      <figcaption className="bg-brand-900 px-5 py-4 text-white sm:px-6">
        <span className="block text-lg font-semibold">{title}</span>
        <span className="mt-0.5 block text-sm text-brand-100">{subtitle}</span>
      </figcaption>
      <ol className="px-5 py-6 sm:px-6">
        {events.map((event, index) => (
          <li key={event.stage} className="relative flex gap-4 pb-6 last:pb-0">
            {index < events.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute top-11 bottom-1 left-5 w-0.5 -translate-x-1/2 bg-brand-100"
              />
            ) : null}
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Icon name={event.icon} className="size-5" />
            </span>
            <div className="min-w-0 flex-1 sm:flex sm:items-start sm:justify-between sm:gap-4">
              <div className="min-w-0 pt-0.5">
                <p className="font-semibold text-slate-900">{event.stage}</p>
                <p className="mt-1 text-sm leading-6 text-slate-600">{event.detail}</p>
              </div>
              <p className="mt-2 inline-flex shrink-0 items-center gap-1 rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-700 sm:mt-0.5">
                <Check className="size-3.5" aria-hidden="true" />
                {event.status}
              </p>
            </div>
          </li>
        ))}
      </ol>
      <p className="border-t border-slate-200 bg-slate-50 px-5 py-3 text-sm text-slate-600 sm:px-6">
        {footnote}
      </p>
    </figure>
  );
}
