/**
 * The data security page's two comparisons as real tables (caption, column and row headers):
 * the three NIST 800-88 methods side by side, and the eight media types against those methods.
 * From the large breakpoint they are tables; below it each row stacks into a card (the column
 * headers stay for assistive technology, their labels shown inside the cells), so nothing
 * scrolls sideways on a phone. Every label is the page's own copy.
 */
import Check from "lucide-react/icons/check";
import type { MediaType, SanitizationMethod } from "../../model/copy";
import { Icon } from "../ui/icon";
import { Unbroken } from "../ui/unbroken";

/** What the page already calls the two columns of a method (data-security.tsx before the table). */
const WHEN = "When to use it";
const HOW = "How we do it";

const frame = "lg:overflow-hidden lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm";
const stackedRow =
  "max-lg:block max-lg:rounded-xl max-lg:border max-lg:border-slate-200 max-lg:bg-white max-lg:p-5 max-lg:shadow-sm";

export function MethodTable({
  caption,
  methods,
}: {
  caption: string;
  methods: readonly SanitizationMethod[];
}) {
  const cell = "block align-top lg:table-cell lg:px-5 lg:py-6";
  const label = "mb-1 block text-sm font-semibold text-slate-900 lg:hidden";
  return (
    <div className={frame}>
      <table className="w-full text-left max-lg:block" data-methods={methods.length}>
        <caption className="sr-only">{caption}</caption>
        <thead className="max-lg:sr-only">
          <tr className="border-b border-slate-200 bg-slate-50 text-sm text-slate-900">
            <td className="w-40" />
            <td className="w-[32%]" />
            <th scope="col" className="w-[26%] px-5 py-3 font-semibold">
              {WHEN}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {HOW}
            </th>
          </tr>
        </thead>
        <tbody className="max-lg:block max-lg:space-y-4 lg:divide-y lg:divide-slate-200">
          {methods.map((method, index) => (
            <tr key={method.title} className={stackedRow}>
              <th scope="row" className={`${cell} text-left`}>
                <span className="flex items-center gap-3 lg:flex-col lg:items-start">
                  <span className="inline-flex size-11 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
                    <Icon name={method.icon} className="size-6" />
                  </span>
                  <span className="text-2xl font-bold text-slate-900">{method.title}</span>
                </span>
                {/* Strength rises from Clear to Destroy: a small gauge, for the eye only. */}
                <span aria-hidden="true" className="mt-3 hidden gap-1 lg:flex">
                  {methods.map((other, dot) => (
                    <span
                      key={other.title}
                      className={`h-1.5 w-6 rounded-full ${dot <= index ? "bg-emerald-600" : "bg-slate-200"}`}
                    />
                  ))}
                </span>
              </th>
              <td className={`${cell} mt-3 leading-7 text-slate-700 lg:mt-0`}>
                <Unbroken>{method.summary}</Unbroken>
              </td>
              <td className={`${cell} mt-4 text-sm leading-6 text-slate-600 lg:mt-0`}>
                <span aria-hidden="true" className={label}>
                  {WHEN}
                </span>
                <Unbroken>{method.whenToUse}</Unbroken>
              </td>
              <td className={`${cell} mt-4 text-sm leading-6 text-slate-600 lg:mt-0`}>
                <span aria-hidden="true" className={label}>
                  {HOW}
                </span>
                <ul className="list-disc space-y-1 pl-5">
                  {method.techniques.map((technique) => (
                    <li key={technique}>
                      <Unbroken>{technique}</Unbroken>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MediaTable({
  caption,
  media,
  methods,
}: {
  caption: string;
  media: readonly MediaType[];
  methods: readonly SanitizationMethod["title"][];
}) {
  return (
    <div className={frame}>
      <table className="w-full text-left max-lg:block" data-media={media.length} data-artefact="media-matrix">
        <caption className="sr-only">{caption}</caption>
        <thead className="max-lg:sr-only">
          <tr className="border-b border-slate-200 bg-slate-50 text-sm text-slate-900">
            <td className="w-48" />
            {methods.map((method) => (
              <th key={method} scope="col" className="w-28 px-3 py-3 text-center font-semibold">
                {method}
              </th>
            ))}
            <td />
          </tr>
        </thead>
        <tbody className="max-lg:grid max-lg:gap-4 sm:max-lg:grid-cols-2 lg:divide-y lg:divide-slate-200">
          {media.map((item) => (
            <tr key={item.name} className={`${stackedRow} max-lg:flex max-lg:flex-wrap max-lg:gap-2`}>
              <th scope="row" className="align-middle max-lg:mb-1 max-lg:basis-full lg:px-5 lg:py-4">
                <span className="flex items-center gap-3">
                  <Icon name={item.icon} className="size-6 shrink-0 text-brand-700" />
                  <span className="font-semibold text-slate-900">{item.name}</span>
                </span>
              </th>
              {methods.map((method) => (
                <td key={method} className="text-center align-middle max-lg:empty:hidden lg:px-3 lg:py-4">
                  {item.methods.includes(method) ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 lg:p-1.5">
                      <Check className="size-4" aria-hidden="true" />
                      <span className="lg:sr-only">{method}</span>
                    </span>
                  ) : null}
                </td>
              ))}
              <td className="text-sm leading-6 text-slate-600 max-lg:mt-2 max-lg:basis-full lg:px-5 lg:py-4">
                <Unbroken>{item.recommendation}</Unbroken>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
