import { Island } from "../../islands/island";
import type { Faq as FaqItem } from "../../model/copy";

/** A FAQ accordion island; hydrates when it scrolls near the viewport. */
export function Faq({ id, items, level = 3 }: { id: string; items: readonly FaqItem[]; level?: 2 | 3 | 4 }) {
  return <Island name="faq-accordion" when="visible" props={{ id, items: [...items], level }} />;
}
