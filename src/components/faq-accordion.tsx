/**
 * FAQ accordion (SPEC 4): at most one item open, an open item closes again,
 * items keyed item-0, item-1, ... Built on the platform: each item is a
 * <details> and all share one name, so the browser keeps one open at a
 * time, with or without JavaScript, and opens the answer that find-in-page
 * lands in. The summary is the accordion header (a button with its expanded
 * state, toggled by Enter, Space or a click); it holds the question's
 * heading, for the page outline. Hydration only adds what the platform
 * lacks: ArrowUp/ArrowDown/Home/End move focus between the headers (the
 * WAI-ARIA accordion pattern). Pressed before hydration, those keys are
 * held and replayed (src/islands/capture.ts).
 * An island: hydrates from its props alone.
 */
import { type KeyboardEvent, useRef } from "react";
import { SvgIcon } from "./ui/svg-icon";
import { Unbroken } from "./ui/unbroken";

export interface FaqAccordionProps {
  /** Unique on the page; prefixes the element ids and names the group of items. */
  id: string;
  items: { question: string; answer: string }[];
  /** Heading level of the question headings, to fit the page outline. */
  level?: 2 | 3 | 4;
}

/** Arrow keys pressed before hydration are held and replayed once the accordion is live. */
export const replayKeys = ["ArrowDown", "ArrowUp", "Home", "End"];

export const itemKey = (index: number) => `item-${index}`;

export default function FaqAccordion({ id, items, level = 3 }: FaqAccordionProps) {
  const headers = useRef<(HTMLElement | null)[]>([]);
  const Heading = `h${level}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    headers.current[target]?.focus();
  };

  return (
    <div
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      data-accordion={id}
    >
      {items.map((item, index) => {
        const key = itemKey(index);
        return (
          <details key={key} name={id} id={`${id}-${key}`} data-key={key} className="group">
            {/* biome-ignore lint/a11y/noStaticElementInteractions: a <summary> is the details' button. */}
            <summary
              ref={(el) => {
                headers.current[index] = el;
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden"
            >
              <Heading className="m-0 text-base font-semibold text-slate-900">
                <Unbroken>{item.question}</Unbroken>
              </Heading>
              <SvgIcon
                name="chevron-down"
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <div data-accordion-panel="" className="px-5 pb-5 text-slate-700 leading-7">
              <p>
                <Unbroken>{item.answer}</Unbroken>
              </p>
            </div>
          </details>
        );
      })}
    </div>
  );
}
