import type { ComponentProps } from "react";
import { useUrl } from "../../site-context";

/** A link to a site path ("/about-us"); the base path is added. tel:, mailto: and https: pass through. */
export function SiteLink({ to, ...props }: Omit<ComponentProps<"a">, "href"> & { to: string }) {
  const url = useUrl();
  return <a href={url(to)} {...props} />;
}
