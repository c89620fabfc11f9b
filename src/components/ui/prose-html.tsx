import { withBaseInLinks } from "../../lib/url";
import { useSite } from "../../site-context";

/**
 * HTML rendered from content markdown (a post, a legal page). Its links to site paths
 * ("/services", as the markdown says them) get the base path, like every other link.
 */
export function ProseHtml({ html, className }: { html: string; className: string }) {
  const { basePath } = useSite();
  return <div className={className} dangerouslySetInnerHTML={{ __html: withBaseInLinks(html, basePath) }} />;
}
