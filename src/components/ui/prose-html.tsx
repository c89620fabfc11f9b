import { withBaseInLinks } from "../../lib/url";
import { withPictures } from "../../model/images";
import { useSite, useUrl } from "../../site-context";

/**
 * HTML rendered from content markdown (a post, a legal page). Its links to site paths
 * ("/services", as the markdown says them) get the base path, like every other link; its
 * images become responsive <picture>s of the files the build made of them (src/model/images.ts).
 */
export function ProseHtml({ html, className }: { html: string; className: string }) {
  const { basePath, images } = useSite();
  const url = useUrl();
  return (
    <div
      className={className}
      dangerouslySetInnerHTML={{ __html: withPictures(withBaseInLinks(html, basePath), images, url) }}
    />
  );
}
