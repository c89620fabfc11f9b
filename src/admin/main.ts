/**
 * The browser editor's page script (/admin/, build/5-site-files/admin/admin-files.ts): loads
 * Sveltia CMS from beside it, teaches it the formats of the redirects file and of the YAML files
 * (whose opening comments it keeps), and starts it with the
 * configuration the build wrote from the content schemas (config.yml, named by the page's
 * <link rel="cms-config-url">). No page of the site loads it.
 */
import { formatRedirectLines, parseRedirectLines, REDIRECTS_FORMAT } from "./redirects-format";
import { formatCommentedYaml, parseCommentedYaml, YAML_FORMAT } from "./yaml-format";

interface SveltiaCms {
  registerCustomFormat(
    name: string,
    extension: string,
    methods: { fromFile: (text: string) => unknown; toFile: (data: never) => string },
  ): void;
  init(): void;
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: SveltiaCms;
  }
}

/** The CMS's own script, beside this one. */
export const CMS_SCRIPT = "sveltia-cms.js";

window.CMS_MANUAL_INIT = true;
const script = document.createElement("script");
script.src = new URL(
  CMS_SCRIPT,
  document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : location.href,
).href;
script.addEventListener("load", () => {
  const cms = window.CMS;
  if (!cms) return;
  cms.registerCustomFormat(REDIRECTS_FORMAT, "txt", {
    fromFile: parseRedirectLines,
    toFile: formatRedirectLines,
  });
  cms.registerCustomFormat(YAML_FORMAT, "yaml", {
    fromFile: parseCommentedYaml,
    toFile: formatCommentedYaml,
  });
  cms.init();
});
document.head.append(script);
