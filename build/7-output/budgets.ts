/** Byte budgets (gzip). The build's size table shows them; tests/dist/budgets.test.ts enforces them. */
const KB = 1024;
export const BUDGETS = {
  /**
   * JS loaded by a page without a form. 81 KB since search results name their kind
   * and start at a sentence, and FAQ and blog cards keep hyphenated words whole. React alone is 67 KB.
   */
  jsPage: 81 * KB,
  /** JS loaded by a page with a form. 121 KB since every invalid field is marked at once, with the error summary. */
  jsFormPage: 121 * KB,
  css: 20 * KB,
  /** The largest HTML page. */
  html: 40 * KB,
};
