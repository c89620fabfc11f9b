/**
 * The one look of what a form says back, its notices (notice-list.tsx) and its error summary
 * (error-summary.tsx): a white box with a thin border, a 4px accent on its left and an icon in
 * the accent's colour beside dark text. An error reads as one by its red accent, icon and title,
 * not as a red alarm block: the visitor's entries are kept, and the way on is a sentence away.
 * Where the colour is the only difference, the icon and the words say it too (WCAG 1.4.1).
 */
import { SvgIcon, type SvgIconName } from "../components/ui/svg-icon";

export type Tone = "error" | "success" | "info";

const ACCENT: Record<Tone, string> = {
  error: "border-l-red-700",
  success: "border-l-accent-600",
  info: "border-l-brand-600",
};
const ICON: Record<Tone, { name: SvgIconName; className: string }> = {
  error: { name: "circle-exclamation-point", className: "text-red-700" },
  success: { name: "circle-check", className: "text-accent-600" },
  info: { name: "info", className: "text-brand-600" },
};

/** The box's classes. */
export const calloutClass = (tone: Tone) =>
  `rounded-lg border border-slate-200 border-l-4 ${ACCENT[tone]} bg-white p-4 text-slate-900 shadow-sm`;

/** The tone's icon, beside the first line of text (1.5rem lines: the 1.25rem icon is centred on it). */
export function CalloutIcon({ tone }: { tone: Tone }) {
  const { name, className } = ICON[tone];
  return <SvgIcon name={name} className={`mt-0.5 size-5 shrink-0 ${className}`} />;
}
