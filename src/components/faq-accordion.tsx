/**
 * FAQ accordion (SPEC 4): at most one item open, an open item closes again,
 * items keyed item-0, item-1, ...; the WAI-ARIA accordion pattern: buttons in
 * headings, aria-expanded/aria-controls, Enter/Space toggle (native button),
 * ArrowUp/ArrowDown/Home/End move focus between the triggers.
 * Answers are in the prerendered HTML; a <noscript> style shows them without JS.
 * An island: hydrates from its props alone.
 */
import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";

export interface FaqAccordionProps {
  /** Unique on the page; prefixes the element ids. */
  id: string;
  items: { question: string; answer: string }[];
  /** Heading level of the question headings, to fit the page outline. */
  level?: 2 | 3 | 4;
}

export const itemKey = (index: number) => `item-${index}`;

export default function FaqAccordion({ id, items, level = 3 }: FaqAccordionProps) {
  const [open, setOpen] = useState<string | null>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${level}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
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
    triggers.current[target]?.focus();
  };

  return (
    <div
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      data-accordion={id}
    >
      {items.map((item, index) => {
        const key = itemKey(index);
        const expanded = open === key;
        const triggerId = `${id}-${key}-trigger`;
        const panelId = `${id}-${key}-panel`;
        return (
          <div key={key} data-state={expanded ? "open" : "closed"} data-key={key}>
            <Heading className="m-0">
              <button
                ref={(el) => {
                  triggers.current[index] = el;
                }}
                id={triggerId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : key)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
              >
                <span>{item.question}</span>
                <ChevronDown
                  className={`size-5 shrink-0 text-slate-500 transition-transform ${expanded ? "rotate-180" : ""}`}
                  aria-hidden="true"
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={triggerId}
              hidden={!expanded}
              data-accordion-panel=""
              className="px-5 pb-5 text-slate-700 leading-7"
            >
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
