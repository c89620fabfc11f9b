import { unbrokenParts } from "../../lib/unbroken";

/**
 * Page copy in which no hyphenated word or phone number breaks across lines
 * (src/lib/unbroken.ts): each one in a no-wrap span, the rest as plain text.
 */
export function Unbroken({ children }: { children?: string }) {
  if (!children) return null;
  return unbrokenParts(children).map((part, index) =>
    part.keep ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
      <span key={index} className="whitespace-nowrap">
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}
