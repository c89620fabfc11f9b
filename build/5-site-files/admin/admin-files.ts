/**
 * Build step: the browser editor at /admin/ (Sveltia CMS), as files beside the pages: its page
 * and the configuration written from the content schemas (cms-config.ts); its two scripts are
 * made with the other assets (build/3-assets/admin-scripts.ts). It is no route: no sitemap,
 * feed, search index or link of the site names it, it carries noindex and a policy of its own,
 * and no page of the site loads a byte of it.
 */
import { stringify } from "yaml";
import type { Content } from "../../../src/model/schema";
import { ADMIN_DIR } from "../../../src/paths";
import type { BuildConfig } from "../../1-config/config";
import { ADMIN_SCRIPTS } from "../../3-assets/admin-scripts";
import { cmsConfig } from "./cms-config";

/** The files, by their names in the output folder: the page, its configuration, and the two scripts. */
export const ADMIN_FILES = {
  page: `${ADMIN_DIR}/index.html`,
  config: `${ADMIN_DIR}/config.yml`,
  script: ADMIN_SCRIPTS.page,
  cms: ADMIN_SCRIPTS.cms,
} as const;

/** Where the CMS may load from and connect to: GitHub's API for the repository, its fonts' CDN. */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // The CMS's components insert their own styles.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' https://cdn.jsdelivr.net",
  // data: and blob: are the CMS reading images it holds in memory.
  "connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

function page(brand: string, basePath: string): string {
  const at = (file: string) => `${basePath}${file}`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<meta http-equiv="Content-Security-Policy" content="${ADMIN_CSP}">
<title>Content editor | ${brand.replaceAll("&", "&amp;").replaceAll("<", "&lt;")}</title>
<link rel="cms-config-url" type="application/yaml" href="${at(ADMIN_FILES.config)}">
<script src="${at(ADMIN_FILES.script)}" defer></script>
</head>
<body>
<noscript>The content editor needs JavaScript.</noscript>
</body>
</html>
`;
}

/** The page and the configuration of /admin/, made when called, by their names in the output folder. */
export function adminFileMakers(
  content: Pick<Content, "site" | "services">,
  config: Pick<BuildConfig, "siteUrl" | "basePath" | "cms">,
): Record<string, () => string> {
  return {
    [ADMIN_FILES.page]: () => page(content.site.brand, config.basePath),
    [ADMIN_FILES.config]: () =>
      `# Written by the build from the content schemas (build/5-site-files/admin/cms-config.ts): never edit it by hand.\n${stringify(
        cmsConfig(content, {
          siteUrl: config.siteUrl,
          basePath: config.basePath,
          backend: config.cms,
        }),
        { lineWidth: 0 },
      )}`,
  };
}
