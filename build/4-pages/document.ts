/** The full HTML document around a rendered page. */
import { type HeadTag, renderHeadTags } from "../../src/lib/head";
import { withoutForbiddenChars } from "../../src/lib/xml";

export interface DocumentParts {
  headTags: HeadTag[];
  body: string;
  /** Module script URL (with base path); omitted on pages without islands. */
  script?: string;
  /** Script inlined first in the head of a page with islands (allowed in the CSP by its hash). */
  inlineScript?: string;
  basePath: string;
}

/**
 * The page's HTML. A character of the content that HTML counts as a parse error (a control
 * character, a noncharacter: src/lib/xml.ts) is dropped wherever it landed, in the text, an
 * attribute or the head; the build's own scripts hold none, so their CSP hashes still match.
 */
export function renderDocument({ headTags, body, script, inlineScript, basePath }: DocumentParts): string {
  const scripts = script
    ? [
        ...(inlineScript ? [`<script>${inlineScript}</script>`] : []),
        `<script type="module" src="${script}"></script>`,
      ].join("\n")
    : "";
  return withoutForbiddenChars(`<!DOCTYPE html>
<html lang="en" data-base="${basePath}">
<head>
${renderHeadTags(headTags)}
${scripts}
</head>
<body>
${body}
</body>
</html>
`);
}
