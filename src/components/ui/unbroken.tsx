import { NO_BREAK_CLASS, unbrokenParts } from "../../lib/unbroken";

/**
 * Page copy in which no hyphenated word, range, phone number or standard's name breaks across lines
 * (src/lib/unbroken.ts): each one in a no-wrap span, the rest as plain text.
 */
export function Unbroken({ children }: { children?: string }) {
  if (!children) return null;
  return unbrokenParts(children).map((part, index) =>
    part.keep ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
      <span key={index} className={NO_BREAK_CLASS}>
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}
