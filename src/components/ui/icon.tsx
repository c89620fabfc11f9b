/**
 * Icons by lucide name, rendered to inline SVG at build time. Only server
 * code imports this file (it references the whole icon set); islands import
 * the few icons they need directly so the client bundle stays small.
 */
import { icons } from "lucide-react";
import type { IconName } from "../../../content/pages/types";

export function Icon({ name, className, label }: { name: IconName; className?: string; label?: string }) {
  const Component = icons[name];
  if (!Component) throw new Error(`Unknown icon "${name}": use a lucide-react icon name.`);
  return label ? (
    <Component className={className} role="img" aria-label={label} />
  ) : (
    <Component className={className} aria-hidden="true" focusable="false" />
  );
}
