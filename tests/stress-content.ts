/**
 * Content that stresses the page templates, for the browser's template checks (layout at every
 * width, axe, hydration, layout shift): what editors may write at its longest, none of it today's
 * content. Generated posts enough for several pages of every list (the most cards a page holds),
 * a post whose title is as long as the schema allows and made of long words, whose body holds a
 * word and a link too long for a phone's line, a wide table and a long code line, by an author
 * whose name and role are as long as any we can expect.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writeSyntheticContent } from "../build/tools/synthetic-posts";
import { postFrontmatter } from "../src/model/schema";
import { ROOT } from "./helpers";

/** Generated posts: 150 fill 7 pages of /blog and 2 of every category (24 cards a page). */
export const STRESS_POSTS = 150;

export const STRESS_AUTHOR = {
  name: "Maximiliana Featherstonehaugh-Worthington",
  role: "Senior Director of Environmental, Social and Governance Compliance Programs",
  bio: "Maximiliana writes the longest byline this blog can expect: a double-barrelled surname, a role of many words and a biography long enough to wrap onto several lines on a phone.",
} as const;

/** A title of the longest length the schema allows, of long words that wrap late. */
const LONG_TITLE = (() => {
  const words =
    "Decommissioning Telecommunications Infrastructure: Internationalization, Interoperability, Accountability and Responsibilities Explained Comprehensively".split(
      " ",
    );
  const max = postFrontmatter.shape.title.maxLength ?? 120;
  let title = "";
  for (const word of words) if (`${title} ${word}`.trim().length <= max) title = `${title} ${word}`.trim();
  return title;
})();

export const STRESS_POST = {
  slug: "stress-longest-title-and-words",
  title: LONG_TITLE,
} as const;

const LONG_WORD = "Pneumonoultramicroscopicsilicovolcanoconiosis-Supercalifragilisticexpialidocious";
const LONG_URL =
  "https://www.example.com/compliance/documentation/certificates-of-data-destruction/2026/quarterly-summary-report-final-version.pdf";

function stressPost(): string {
  const max = postFrontmatter.shape.excerpt.maxLength ?? 300;
  const excerpt =
    `${"An excerpt as long as the schema allows, with long words such as internationalization, interoperability and responsibilities, to fill a card to its last line. ".repeat(3)}`.slice(
      0,
      max,
    );
  return `---
slug: ${STRESS_POST.slug}
title: "${STRESS_POST.title}"
excerpt: "${excerpt.trim()}"
category: Data Center
author: ${STRESS_AUTHOR.name}
date: 2030-01-01
image: /images/blog/data-center-decommissioning-checklist.jpg
imageAlt: "A cover shared with another post, for the longest title"
---
The longest word an editor might paste: ${LONG_WORD}. And a link written out in full: [${LONG_URL}](${LONG_URL}).

## A heading as long as the longest title: ${STRESS_POST.title}

| Asset class | Sanitization method | Verification | Certificate | Downstream vendor | Reuse rate |
| --- | --- | --- | --- | --- | --- |
| Enterprise storage arrays | Cryptographic erase and overwrite | Sampled forensic verification | Per serial number | Certified R2v3 recycler | 82 percent |
| ${LONG_WORD} | Degauss then shred | Full verification | Per batch | e-Stewards | 0 percent |

\`\`\`
serial-number,asset-tag,method,verified-by,date,certificate-number,notes-about-the-device-and-its-condition
\`\`\`

A last paragraph, so the body does not end on the code.
`;
}

/**
 * Writes the stress content to `contentDir` (generated posts, the project's authors and legal
 * texts, plus the stress author and post), with the build's "today" after the stress post's date.
 */
export function writeStressContent(contentDir: string): { today: string } {
  writeSyntheticContent(ROOT, contentDir, STRESS_POSTS, 1);
  const authorsFile = path.join(contentDir, "authors.json");
  const authors = JSON.parse(readFileSync(authorsFile, "utf8")) as unknown[];
  writeFileSync(authorsFile, `${JSON.stringify([...authors, STRESS_AUTHOR], null, 2)}\n`);
  writeFileSync(path.join(contentDir, "blog", `${STRESS_POST.slug}.md`), stressPost());
  return { today: "2030-01-02" };
}
