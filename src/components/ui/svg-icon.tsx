/**
 * The icons islands draw. A lucide-react icon brings lucide-react's runtime with it (createLucideIcon,
 * its attribute builder, class merging, a context): 1.4 KB gzip on every page, since the mobile menu
 * is on every page. Islands draw their few decorative icons here instead, from the same SVG nodes and
 * with the markup lucide-react writes, so hydration and the built HTML do not change. Server-only
 * components keep lucide-react (src/components/ui/icon.tsx): prerendered, they cost no JS.
 * A new island icon is one entry below, its nodes copied from `lucide-react/icons/<name>`'s
 * `__iconData`; tests/unit/svg-icon.test.ts renders each beside lucide-react's and fails on a difference.
 */
import { createElement } from "react";

type SvgNode = readonly [
  tag: "path" | "circle" | "rect" | "line",
  attributes: Readonly<Record<string, string>>,
];

/** By lucide's name of the icon (the class lucide-<name> on the drawing). */
const drawings = {
  "calendar-days": [
    ["path", { d: "M8 2v3" }],
    ["path", { d: "M16 2v3" }],
    ["rect", { x: "3", y: "3", width: "18", height: "18", rx: "2" }],
    ["path", { d: "M3 9h18" }],
    ["path", { d: "M8 13h.01" }],
    ["path", { d: "M12 13h.01" }],
    ["path", { d: "M16 13h.01" }],
    ["path", { d: "M8 17h.01" }],
    ["path", { d: "M12 17h.01" }],
    ["path", { d: "M16 17h.01" }],
  ],
  "chevron-down": [["path", { d: "m6 9 6 6 6-6" }]],
  "circle-check": [
    ["circle", { cx: "12", cy: "12", r: "10" }],
    ["path", { d: "m16 9-5.5 5.5L8 12" }],
  ],
  "circle-exclamation-point": [
    ["circle", { cx: "12", cy: "12", r: "10" }],
    ["line", { x1: "12", x2: "12", y1: "8", y2: "12" }],
    ["line", { x1: "12", x2: "12.01", y1: "16", y2: "16" }],
  ],
  info: [
    ["circle", { cx: "12", cy: "12", r: "10" }],
    ["path", { d: "M12 16v-4" }],
    ["path", { d: "M12 8h.01" }],
  ],
  mail: [
    ["path", { d: "m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" }],
    ["rect", { x: "2", y: "4", width: "20", height: "16", rx: "2" }],
  ],
  "map-pin": [
    [
      "path",
      {
        d: "M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0",
      },
    ],
    ["circle", { cx: "12", cy: "10", r: "3" }],
  ],
  menu: [
    ["path", { d: "M4 5h16" }],
    ["path", { d: "M4 12h16" }],
    ["path", { d: "M4 19h16" }],
  ],
  phone: [
    [
      "path",
      {
        d: "M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384",
      },
    ],
  ],
  search: [
    ["path", { d: "m21 21-4.34-4.34" }],
    ["circle", { cx: "11", cy: "11", r: "8" }],
  ],
  x: [
    ["path", { d: "M18 6 6 18" }],
    ["path", { d: "m6 6 12 12" }],
  ],
} as const satisfies Record<string, readonly SvgNode[]>;

export type SvgIconName = keyof typeof drawings;

/** The older names lucide-react also writes as classes (its __iconData.aliases), in its order. */
const aliases: Partial<Record<SvgIconName, readonly string[]>> = {
  "circle-check": ["check-circle-2"],
  "circle-exclamation-point": ["alert-circle", "circle-alert"],
};

export const svgIconNames = Object.keys(drawings) as SvgIconName[];

/** A decorative icon (hidden from assistive technology: the control beside it names the action). */
export function SvgIcon({ name, className }: { name: SvgIconName; className?: string }) {
  const nodes: readonly SvgNode[] = drawings[name];
  const classes = ["lucide", `lucide-${name}`, ...(aliases[name] ?? []).map((alias) => `lucide-${alias}`)];
  if (className) classes.push(className);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={classes.join(" ")}
      aria-hidden="true"
    >
      {/* A drawing's nodes never move: their place is their key. */}
      {nodes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
