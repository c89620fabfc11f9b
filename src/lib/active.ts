/** Whether a nav link is the current section: Home only on the exact root, the others by path prefix. */
export function isActive(href: string, path: string): boolean {
  if (href === "/") return path === "/";
  return path === href || path.startsWith(`${href}/`);
}
