/** The full HTML document around a rendered page. */
import { type HeadTag, renderHeadTags } from "../src/lib/head";

export interface DocumentParts {
  headTags: HeadTag[];
  body: string;
  /** Module script URL (with base path); omitted on pages without islands. */
  script?: string;
  /** Modules the script will import at once, preloaded in parallel. */
  preload?: string[];
  basePath: string;
}

/**
 * Without JavaScript the accordion panels stay readable: their hidden
 * attribute is overridden. (The CSP allows this one inline style by its hash.)
 */
export const NOSCRIPT_CSS = "[data-accordion-panel][hidden]{display:block}";

export function renderDocument({ headTags, body, script, preload = [], basePath }: DocumentParts): string {
  const scripts = script
    ? [
        ...preload.map((href) => `<link rel="modulepreload" href="${href}">`),
        `<script type="module" src="${script}"></script>`,
      ].join("\n")
    : "";
  return `<!DOCTYPE html>
<html lang="en" data-base="${basePath}">
<head>
${renderHeadTags(headTags)}
<noscript><style>${NOSCRIPT_CSS}</style></noscript>
${scripts}
</head>
<body>
${body}
</body>
</html>
`;
}
