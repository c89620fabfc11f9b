/**
 * An editor's day, as edits to a content folder and a public folder (tests/scenario/editors.test.ts
 * makes them on copies and builds; run as a command, they change the folders given, e.g. those
 * of a fresh clone, to try `npm test` there):
 *
 *   npx tsx tests/scenario/editors-day.ts content public
 *
 * A post dated today by a new author whose name has an apostrophe, with a photo as cover and
 * another in its text, linking a service and another post; a scheduled post; a draft as
 * `npm run new-post` writes it; a published post that nothing links to, drafted; a redirect; and
 * in the site's own words (content/*.yaml): the post a page links to drafted and the page's link
 * moved to another post in its data file, the home page's headline and first FAQ answer, and the
 * phone number.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { addDays, format, parseISO } from "date-fns";
import sharp from "sharp";
import { parseDocument } from "yaml";
import { loadConfig } from "../../build/1-config/config";
import { newPostFields, newPostText } from "../../build/tools/new-post";
import { paths } from "../../src/paths";
import { markedDraft, ROOT, siteContent, unlinkedPost } from "../helpers";

export const NEW = "field-notes-from-a-hospital-refresh";
export const SCHEDULED = "a-post-for-next-month";
export const DRAFT = "a-post-still-being-written";
export const AUTHOR = "Sean O'Brien";
export const OLD_PATH = paths["blog-post"]({ slug: "hospital-refresh-notes" });

/** A photo-like JPEG: a gradient with noise, so the encoders have real work. */
async function photo(file: string, width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = (x * 7919 + y * 104729) % 23;
      pixels[i] = (x * 255) / width + noise;
      pixels[i + 1] = (y * 255) / height + noise;
      pixels[i + 2] = 128 + noise;
    }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(file);
}

/** What the day wrote, by name: every slug and path is free in the content it was given. */
export interface EditorsDay {
  /** The post dated today, the scheduled post and the new draft. */
  fresh: string;
  scheduled: string;
  draft: string;
  /** The redirect's old path (to the fresh post). */
  oldPath: string;
  /** The published post, nothing linked to it, that the day drafted. */
  drafted: string;
  /** The post the fresh one links to. */
  linked: string;
  /** A post a page's copy linked to, drafted; the page's data file now links `to` instead (when the copy links a post). */
  unlinked?: { slug: string; file: string; to: string };
  /** The home page's new headline, its first FAQ answer and the new phone number (site.yaml), as written. */
  headline: string;
  faqAnswer: string;
  phone: string;
}

/** Sets fields of a YAML data file, keeping its comments and the order of its keys, as an editor's save does. */
function editYaml(file: string, edits: [path: (string | number)[], value: string][]): void {
  const doc = parseDocument(readFileSync(file, "utf8"));
  for (const [at, value] of edits) {
    if (!doc.hasIn(at)) throw new Error(`${file} has no field ${at.join(".")}: update the editor's day`);
    doc.setIn(at, value);
  }
  writeFileSync(file, doc.toString());
}

/**
 * Makes the day's edits. Names already taken (a day made before, or an editor's own post of
 * that name) get a number, and an author of that name is kept, so the day fits any content.
 */
export async function editorsDay(
  contentDir: string,
  publicDir: string,
  today = loadConfig(ROOT).today,
): Promise<EditorsDay> {
  const blog = path.join(contentDir, "blog");
  const redirectsText = readFileSync(path.join(contentDir, "redirects.txt"), "utf8");
  let n = 1;
  const named = (base: string) => (n === 1 ? base : `${base}-${n}`);
  while (
    [NEW, SCHEDULED, DRAFT].some((slug) => existsSync(path.join(blog, `${named(slug)}.md`))) ||
    redirectsText.includes(named(OLD_PATH))
  )
    n++;
  const [fresh, scheduled, draft, oldPath] = [NEW, SCHEDULED, DRAFT, OLD_PATH].map(named) as [
    string,
    string,
    string,
    string,
  ];
  const post = (slug: string, fields: Record<string, string>, body: string) => {
    const lines = Object.entries({ slug, ...fields }).map(([key, value]) => `${key}: ${value}`);
    writeFileSync(path.join(blog, `${slug}.md`), `---\n${lines.join("\n")}\n---\n${body}\n`);
  };
  // Picked before anything changes: a service (its first), a post nothing links to (drafted below), and another to link.
  const service = siteContent(contentDir, publicDir).services[0]!;
  const drafted = unlinkedPost(contentDir).slug;
  const before = siteContent(contentDir, publicDir);
  // A post a page's copy links to (drafted below), and posts no page's copy links to: the fresh post's link and the page's new one.
  const pageLink = before.copyPostLinks.find((link) => link.slug !== drafted);
  const fromCopy = new Set(before.copyPostLinks.map((link) => link.slug));
  const others = before.posts.filter((p) => p.slug !== drafted && !fromCopy.has(p.slug));
  const linked = others[0]!.slug;
  const existingCover = siteContent(contentDir, publicDir).posts[0]!.image;

  const authorsFile = path.join(contentDir, "authors.json");
  const authors = JSON.parse(readFileSync(authorsFile, "utf8")) as { name: string }[];
  if (!authors.some((author) => author.name === AUTHOR)) {
    authors.push({
      name: AUTHOR,
      role: "Field Operations Lead",
      bio: "Sean runs pickups and on-site shredding for hospitals and clinics in New England.",
    } as { name: string });
    writeFileSync(authorsFile, `${JSON.stringify(authors, null, 2)}\n`);
  }

  await photo(path.join(publicDir, "images/blog", `${fresh}.jpg`), 1600, 900);
  await photo(path.join(publicDir, "images/blog", `${fresh}-cart.jpg`), 1200, 1600);

  post(
    fresh,
    {
      title: '"Field Notes From a Hospital Refresh"',
      excerpt: '"What 1,200 laptops, three loading docks and one weekend taught us about chain of custody."',
      category: "Compliance",
      author: `"${AUTHOR}"`,
      date: today,
      image: `/images/blog/${fresh}.jpg`,
      imageAlt: '"Racks of laptops on carts in a hospital corridor"',
    },
    [
      "The refresh began on a Friday evening.",
      "",
      "## What we counted",
      "",
      `Every device was scanned at the dock; see [our ${service.title} service](${paths.service(service)}) and [a related article](${paths["blog-post"]({ slug: linked })}).`,
      "",
      `![A sealed cart of laptops at the loading dock](/images/blog/${fresh}-cart.jpg)`,
      "",
      "The cart stayed sealed until the serials matched the manifest.",
    ].join("\n"),
  );
  post(
    scheduled,
    {
      title: '"A Post for Next Month"',
      excerpt: '"Written ahead of time and published on its date, with nothing to do on the day."',
      category: "Security",
      author: `"${AUTHOR}"`,
      date: format(addDays(parseISO(today), 30), "yyyy-MM-dd"),
      image: existingCover,
      imageAlt: '"The cover of another article"',
    },
    "Scheduled text.",
  );
  // The draft, as `npm run new-post` writes it: its guidance lines still in, its cover an existing one.
  const fields = newPostFields(
    { title: "A Post Still Being Written", author: AUTHOR, slug: draft },
    { authors: [AUTHOR], today, fileOf: (slug) => `${slug}.md` },
  );
  writeFileSync(path.join(blog, `${draft}.md`), newPostText({ ...fields, image: existingCover }));
  const draftedFile = path.join(blog, `${drafted}.md`);
  writeFileSync(draftedFile, markedDraft(readFileSync(draftedFile, "utf8")));
  appendFileSync(
    path.join(contentDir, "redirects.txt"),
    `${oldPath} ${paths["blog-post"]({ slug: fresh })}\n`,
  );

  let unlinked: EditorsDay["unlinked"];
  if (pageLink) {
    // Taking down a post a page links to: the post drafted, the page's link moved in its data file.
    const post = before.posts.find((p) => p.slug === pageLink.slug)!;
    const postFile = path.join(blog, path.basename(post.file));
    writeFileSync(postFile, markedDraft(readFileSync(postFile, "utf8")));
    const to = others.at(-1)!.slug;
    editYaml(path.resolve(ROOT, pageLink.file), [[pageLink.field.split("."), to]]);
    unlinked = { slug: pageLink.slug, file: pageLink.file, to };
  }

  // The site's own words: a headline, an FAQ answer and the phone number, each in its data file.
  const headline = "Retire Every Device With a Certificate Your Auditors Accept";
  const faqAnswer =
    "Yes. Every pickup comes with a serialized certificate for each device, and the chain-of-custody record signed at your dock.";
  const phone = "1-844-555-0142";
  editYaml(path.join(contentDir, "pages/home.yaml"), [
    [["hero", "title"], headline],
    [["faq", "items", 0, "answer"], faqAnswer],
  ]);
  editYaml(path.join(contentDir, "site.yaml"), [
    [["phone", "digits"], phone],
    [["phone", "vanity"], phone],
  ]);

  return { fresh, scheduled, draft, oldPath, drafted, linked, unlinked, headline, faqAnswer, phone };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [contentDir = "content", publicDir = "public"] = process.argv.slice(2);
  const day = await editorsDay(path.resolve(contentDir), path.resolve(publicDir));
  console.log(`Wrote the editor's day into ${contentDir}/ and ${publicDir}/: ${JSON.stringify(day)}`);
}
