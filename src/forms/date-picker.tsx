/**
 * Date picker (SPEC 5.3): a button opens a react-day-picker calendar (weeks
 * start on Sunday, US English, arrow keys move between days); Saturdays,
 * Sundays and days before the earliest pickup date are disabled, by the same
 * rule the submit check and a restored draft ask (pickup-date.ts). Escape or a click outside closes it and
 * focus returns to the button.
 *
 * The calendar opens in the flow of the form, below the button, and pushes what
 * follows down: it never covers the notes box or the submit button. Its days size
 * themselves to the width it has (global.css), so it fits a 320px phone.
 */
import { format } from "date-fns/format";
import { useEffect, useRef, useState } from "react";
import { DayPicker } from "react-day-picker";
import { SvgIcon } from "../components/ui/svg-icon";
import { earliestPickupDate, isPickupDay } from "./pickup-date";

export function DatePicker({
  id,
  value,
  onChange,
  disabled,
  describedBy,
  invalid,
}: {
  id: string;
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  // Read at each render: a calendar opened after midnight offers the new day's dates.
  const now = new Date();
  const earliest = earliestPickupDate(now);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popover.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="mt-1">
      <button
        ref={button}
        id={id}
        type="button"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${id}-calendar`}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-base text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 aria-expanded:border-brand-600 aria-[invalid=true]:border-red-700 disabled:bg-slate-100 sm:w-auto sm:min-w-72 sm:whitespace-nowrap"
      >
        <SvgIcon name="calendar-days" className="size-5 shrink-0 text-brand-700" />
        {value ? format(value, "EEEE, MMMM d, yyyy") : <span className="text-slate-600">Pick a date</span>}
      </button>
      {open ? (
        <div
          ref={popover}
          id={`${id}-calendar`}
          role="dialog"
          aria-label="Choose a pickup date"
          className="date-calendar mt-2 w-full max-w-[21rem] rounded-lg border border-slate-200 bg-white p-3 shadow-md"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.stopPropagation();
              close();
            }
          }}
        >
          <DayPicker
            mode="single"
            autoFocus
            selected={value}
            onSelect={(date) => {
              onChange(date);
              if (date) close();
            }}
            disabled={(day: Date) => !isPickupDay(day, now)}
            defaultMonth={value ?? earliest}
            startMonth={earliest}
            weekStartsOn={0}
          />
        </div>
      ) : null}
    </div>
  );
}
