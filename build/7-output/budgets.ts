/** Byte budgets (gzip). The build's size table shows them; tests/dist/budgets.test.ts enforces them. */
const KB = 1024;
export const BUDGETS = {
  /** JS loaded by a page without a form. */
  jsPage: 80 * KB,
  /** JS loaded by a page with a form. */
  jsFormPage: 120 * KB,
  css: 20 * KB,
  /** The largest HTML page. */
  html: 40 * KB,
};
