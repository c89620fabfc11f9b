/**
 * Date picker in an accessible popover (SPEC 5.3): a button opens a
 * react-day-picker calendar (weeks start on Sunday, US English, arrow keys
 * move between days); dates before the earliest pickup date are disabled.
 * Escape or a click outside closes it and focus returns to the button.
 */
import { format } from "date-fns";
import { CalendarDays } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { DayPicker } from "react-day-picker";
import { earliestPickupDate } from "./pickup-date";

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
  const earliest = earliestPickupDate();

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
    <div className="relative mt-1">
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
        className="flex h-11 w-full items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-base text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700 disabled:bg-slate-100 sm:w-72"
      >
        <CalendarDays className="size-5 text-slate-600" aria-hidden="true" />
        {value ? format(value, "EEEE, MMMM d, yyyy") : <span className="text-slate-600">Pick a date</span>}
      </button>
      {open ? (
        <div
          ref={popover}
          id={`${id}-calendar`}
          role="dialog"
          aria-label="Choose a pickup date"
          className="absolute z-30 mt-2 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
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
            disabled={{ before: earliest }}
            defaultMonth={value ?? earliest}
            startMonth={earliest}
            weekStartsOn={0}
          />
        </div>
      ) : null}
    </div>
  );
}
