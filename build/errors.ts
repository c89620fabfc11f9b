/**
 * The build's error catalogue (after Astro's core/errors/errors-data.ts): every
 * error a site owner can cause has a stable name, a title, and a message that
 * says what happened and what to do, naming the source file and line (the
 * markdown or content file, never the dist/ file it became). The code that
 * throws names the entry and hands over the details; the words live here.
 * A bug in build/ or src/ stays a plain Error and is printed with its stack.
 *
 * What must not break: entry names are stable (people search for them, tests
 * match them); a message never names a file under dist/.
 */

import type { Post } from "../src/model/schema";
import { formatProblem, type Problem } from "./2-content/problems";
import type { Collision } from "./4-pages/out-files";
import type { LocatedLink } from "./6-links/link-sources";

export interface ErrorData<D> {
  /** Stable identifier, PascalCase: what the error is about, then what is wrong with it. */
  name: string;
  /** One line: what went wrong, without the particulars. */
  title: string;
  /** What happened and what to do, from the particulars. */
  message: (details: D) => string;
}

/** Details of an error about one file: where it is. */
interface InFile {
  file: string;
  /** From 1. */
  line?: number;
}

/**
 * A build error a site owner can fix: a catalogue entry and its details. The message
 * starts with file:line when the details name a file.
 */
export class SiteBuildError<D = unknown> extends Error {
  override name = "SiteBuildError";
  /** The message without the file:line in front, for lists that name the file themselves. */
  readonly text: string;
  /** The source file (and line) the error is about, when it is about one. */
  readonly location?: InFile;

  constructor(
    readonly data: ErrorData<D>,
    readonly details: D,
  ) {
    const text = data.message(details);
    const location = locationOf(details);
    super(location ? `${location.file}${location.line ? `:${location.line}` : ""}: ${text}` : text);
    this.text = text;
    this.location = location;
  }
}

function locationOf(details: unknown): InFile | undefined {
  if (typeof details !== "object" || details === null || !("file" in details)) return undefined;
  const { file, line } = details as InFile;
  return typeof file === "string" ? { file, line } : undefined;
}

/**
 * Whether `error` is a SiteBuildError, of this module or of another copy of it: the dev server
 * bundles the site's code, which reports errors the image steps, loaded on their own, throw.
 */
export function isSiteBuildError(error: unknown): error is SiteBuildError {
  return (
    error instanceof SiteBuildError ||
    (error instanceof Error && error.name === "SiteBuildError" && "data" in error && "details" in error)
  );
}

/** What `npm run build` prints when a build fails: the entry's name and title, then the message. */
export function failureReport(error: unknown): string {
  if (isSiteBuildError(error)) return `${error.data.name}: ${error.data.title}\n${error.message}`;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * The error a build stops with after its checks: the one found, or, when checks of more than
 * one kind found problems (content and redirects, redirects and links), all of them at once
 * (ChecksFailed), so that one build tells the editor everything it can.
 */
export function stopWith(errors: readonly Error[]): Error {
  const [first] = errors;
  if (first && errors.length === 1) return first;
  return new SiteBuildError(ChecksFailed, { errors: [...errors] });
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

export const ChecksFailed = {
  name: "ChecksFailed",
  title: "Checks of more than one kind found problems.",
  message: ({ errors }: { errors: Error[] }) =>
    `${plural(errors.length, "check")} found problems; fix them all and build again. Each check, its problems and what to do:\n\n${errors.map(failureReport).join("\n\n")}`,
} satisfies ErrorData<{ errors: Error[] }>;

// Configuration (the environment or .env).

export const BasePathInvalid = {
  name: "BasePathInvalid",
  title: "BASE_PATH is not a path.",
  message: ({ value, reason }: { value: string; reason: string }) =>
    `BASE_PATH must be a path such as /repo-name/ (got "${value}"): ${reason}. Fix it in the environment or in .env, or leave it unset for a site at the root of its domain.`,
} satisfies ErrorData<{ value: string; reason: string }>;

export const SiteUrlInvalid = {
  name: "SiteUrlInvalid",
  title: "SITE_URL is not an absolute URL.",
  message: ({ value, example }: { value: string; example: string }) =>
    `SITE_URL must be an absolute URL such as ${example} (got "${value}"). Fix it in the environment or in .env.`,
} satisfies ErrorData<{ value: string; example: string }>;

export const SiteUrlNotHttp = {
  name: "SiteUrlNotHttp",
  title: "SITE_URL is not a web address.",
  message: ({ value, example }: { value: string; example: string }) =>
    `SITE_URL must start with https:// (or http://), such as ${example} (got "${value}"): the canonical links, the sitemap and the feed are built from it. Fix it in the environment or in .env.`,
} satisfies ErrorData<{ value: string; example: string }>;

export const SiteUrlHasPath = {
  name: "SiteUrlHasPath",
  title: "SITE_URL holds more than an origin.",
  message: ({ value }: { value: string }) =>
    `SITE_URL must be an origin only (no path): put the path in BASE_PATH (got "${value}").`,
} satisfies ErrorData<{ value: string }>;

export const SiteUrlNotOrigin = {
  name: "SiteUrlNotOrigin",
  title: "SITE_URL holds more than an origin.",
  message: ({ value, part }: { value: string; part: string }) =>
    `SITE_URL must be an origin only, https:// and the domain (got "${value}", which holds ${part}). Remove it, in the environment or in .env.`,
} satisfies ErrorData<{ value: string; part: string }>;

export const CmsRepoInvalid = {
  name: "CmsRepoInvalid",
  title: "The browser editor's repository or sign-in address is not valid.",
  message: ({ value }: { value: string }) =>
    value.startsWith("CMS_AUTH_URL=")
      ? `CMS_AUTH_URL must be the https:// origin of the OAuth client that signs editors in (got "${value.slice("CMS_AUTH_URL=".length)}"; e.g. https://sveltia-cms-auth.example.workers.dev). Fix it, in the environment or in .env.`
      : `CMS_REPO must name the GitHub repository the browser editor commits to, as owner/name (got "${value}"; e.g. buyitad/buyitad-site). Fix it, in the environment or in .env.`,
} satisfies ErrorData<{ value: string }>;

export const SiteTodayInvalid = {
  name: "SiteTodayInvalid",
  title: "SITE_TODAY is not a date.",
  message: ({ value }: { value: string }) =>
    `SITE_TODAY must be a real date written YYYY-MM-DD, such as 2026-03-01 (got "${value}"). Leave it unset to publish by today's date in New York.`,
} satisfies ErrorData<{ value: string }>;

export const WorkerCountInvalid = {
  name: "WorkerCountInvalid",
  title: "The number of render workers is not a whole number.",
  message: ({ value }: { value: string }) =>
    `The number of render workers must be a whole number of 0 or more (got "${value}"): fix BUILD_WORKERS or --workers, or leave it out to let the build choose.`,
} satisfies ErrorData<{ value: string }>;

// Content (content/).

export const FrontmatterMissing = {
  name: "FrontmatterMissing",
  title: "A content file has no frontmatter.",
  message: (_: InFile) =>
    "missing frontmatter. Start the file with a --- line, the fields, and another --- line.",
} satisfies ErrorData<InFile>;

export const FrontmatterInvalid = {
  name: "FrontmatterInvalid",
  title: "A content file's frontmatter is not valid YAML.",
  message: ({ reason }: InFile & { reason: string }) =>
    `the frontmatter is not valid YAML: ${reason}. Quote a value that holds ": " or " #", or starts with [, {, ', " or @, e.g. title: "Data: where it goes".`,
} satisfies ErrorData<InFile & { reason: string }>;

/**
 * `unchecked`: the build stopped here, and says which of its checks could not run: they need
 * the pages, and pages are made only from content that passes its checks.
 */
export const ContentInvalid = {
  name: "ContentInvalid",
  title: "Some content files do not pass their checks.",
  message: ({ problems, unchecked }: { problems: Problem[]; unchecked?: boolean }) =>
    `Content has ${plural(problems.length, "problem")}; fix ${problems.length === 1 ? "it" : "them"} and build again:\n${problems.map(formatProblem).join("\n")}${
      unchecked
        ? "\nNot checked yet: each redirect of content/redirects.txt against the pages, and the links of every page. The pages are made once the content passes its checks; the next build checks them then."
        : ""
    }`,
} satisfies ErrorData<{ problems: Problem[]; unchecked?: boolean }>;

export const RedirectsInvalid = {
  name: "RedirectsInvalid",
  title: "The redirects file has problems.",
  message: ({ problems }: { problems: Problem[] }) =>
    `The redirects file has ${plural(problems.length, "problem")}; each line is an old path, then the page it moved to (see the comment at the top of the file):\n${problems.map(formatProblem).join("\n")}`,
} satisfies ErrorData<{ problems: Problem[] }>;

// A new post (`npm run new-post`, build/tools/new-post.ts).

export const NewPostInvalid = {
  name: "NewPostInvalid",
  title: "The new post cannot be written as asked.",
  message: ({ reasons }: { reasons: string[] }) =>
    `Nothing was written:\n${reasons.map((reason) => `  ${reason}`).join("\n")}\nUsage: npm run new-post -- "Title of the article" [--category NAME] [--author "Full Name"] [--date YYYY-MM-DD] [--slug words-with-hyphens]`,
} satisfies ErrorData<{ reasons: string[] }>;

export const NewPostExists = {
  name: "NewPostExists",
  title: "A post with this slug exists already.",
  message: (_: InFile) =>
    "a post is already written there, and nothing was written over it. Open that file, or give the new post another title or --slug.",
} satisfies ErrorData<InFile>;

export const CoverCategoryUnknown = {
  name: "CoverCategoryUnknown",
  title: "A post's cover cannot be drawn: its category is not a blog category.",
  message: ({ value, categories }: InFile & { value: unknown; categories: readonly string[] }) =>
    `field "category": ${JSON.stringify(value)} is not a blog category, so no cover was drawn (a cover's motifs and tints are the category's). Use one of ${categories.join(", ")}, then run npm run images again.`,
} satisfies ErrorData<InFile & { value: unknown; categories: readonly string[] }>;

// Images (build/3-assets/images.ts).

export const ImageUnreadable = {
  name: "ImageUnreadable",
  title: "An image cannot be read.",
  message: ({ src, field, reason }: InFile & { src: string; field?: string; reason: string }) =>
    `${field ? `field "${field}": ` : ""}image public${src} cannot be read as a JPEG, PNG or WebP image (${reason}). Open it in an image editor and export it again as JPEG, PNG or WebP, or fix the path.`,
} satisfies ErrorData<InFile & { src: string; field?: string; reason: string }>;

// Images that cannot be published as they are: damaged, too large, or holding metadata that
// cannot be taken out (build/3-assets/images.ts, public-files.ts). `file` is the content file
// that shows the image, or the image itself (public/...) when no content file names it.

/**
 * "field "image": image public/x.jpg" (an author's: field "image" of "Name"), or "this image"
 * when the message is about the image file itself.
 */
const imageNamed = ({ file, src, field, owner }: InFile & { src: string; field?: string; owner?: string }) =>
  `${field ? `field "${field}"${owner ? ` of "${owner}"` : ""}: ` : ""}${file === `public${src}` ? "this image" : `image public${src}`}`;

export const ImageDamaged = {
  name: "ImageDamaged",
  title: "An image is damaged.",
  message: (details: InFile & { src: string; field?: string; reason: string }) =>
    `${imageNamed(details)} is damaged: its picture cannot be read to the end (${details.reason}). It was cut short while it was copied or saved, or it is corrupt: open it in an image editor and export it again as JPEG, PNG or WebP (or copy it again from where it came from), then build again.`,
} satisfies ErrorData<InFile & { src: string; field?: string; reason: string }>;

export const ImageTooLarge = {
  name: "ImageTooLarge",
  title: "An image is too large to read.",
  message: (
    details: InFile & { src: string; field?: string; width: number; height: number; limit: number },
  ) =>
    `${imageNamed(details)} is ${details.width}x${details.height} pixels (${Math.round((details.width * details.height) / 1e6)} megapixels); the build reads images of up to ${Math.floor(details.limit / 1e6)} megapixels. Save it smaller (2,400 pixels on its longer side is more than any page shows), then build again.`,
} satisfies ErrorData<InFile & { src: string; field?: string; width: number; height: number; limit: number }>;

export const ImageMetadataUnremovable = {
  name: "ImageMetadataUnremovable",
  title: "An image holds metadata the build cannot take out.",
  message: (details: InFile & { src: string; field?: string; format: string }) =>
    `${imageNamed(details)} is a ${details.format} file holding metadata (EXIF, XMP or IPTC: where a photo was taken, the camera, its owner), which the build takes out of every image it publishes, but it cannot write ${details.format} again without it. Export it as JPEG, PNG or WebP and use that file instead.`,
} satisfies ErrorData<InFile & { src: string; field?: string; format: string }>;

// The brand font (build/3-assets/font-subset.ts).

/** "₂" (U+2082). */
const characterNamed = (char: string) =>
  `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})`;

export const FontCharacterMissing = {
  name: "FontCharacterMissing",
  title: "The site's cut of its typeface lacks a character the text uses.",
  message: ({ character, others }: InFile & { character: string; others: string[] }) =>
    `${characterNamed(character)} is drawn by Inter, the site's typeface, but the font the build cut from it lacks it${others.length ? ` (and ${others.map(characterNamed).join(", ")})` : ""}: it would show in another typeface. Delete node_modules/.cache/buyitad-font and build again; if it stays, the cut (build/3-assets/font-subset.ts) is wrong: tell a developer.`,
} satisfies ErrorData<InFile & { character: string; others: string[] }>;

// Page modules (src/pages/; build/4-pages/page-modules.ts).

export const PageModuleUnlisted = {
  name: "PageModuleUnlisted",
  title: "A page module is not in the page list.",
  message: ({ modules }: { modules: { file: string; id: string }[] }) =>
    `${plural(modules.length, "page module")} declare${modules.length === 1 ? "s" : ""} a page that src/pages/index.ts does not list, so it would not be built:\n${modules
      .map((module) => `  ${module.file}: page "${module.id}"`)
      .join(
        "\n",
      )}\nAdd each to the page list in src/pages/index.ts under its id (its path goes in src/paths.ts under the same key), or delete the module.`,
} satisfies ErrorData<{ modules: { file: string; id: string }[] }>;

export const PageIdUnreadable = {
  name: "PageIdUnreadable",
  title: "A page module's id cannot be read.",
  message: () =>
    `this definePage({ ... }) does not start with its id as a string (id: "..."), so the build cannot check that the page is in the page list (src/pages/index.ts). Write the id first, as every page module does.`,
} satisfies ErrorData<InFile>;

// Output (dist/).

export const OutputCollision = {
  name: "OutputCollision",
  title: "Two sources would write the same output file.",
  message: ({ collisions }: { collisions: Collision[] }) =>
    `Two sources would write the same file, or one a folder where the other writes a file; rename one of them (a file of public/ that meets what the build writes itself, such as the feed, the sitemap, robots.txt, pagefind/, admin/ or assets/: rename or remove the file of public/):\n${collisions
      .map((c) => `  ${c.file}: ${c.first} and ${c.second}`)
      .join("\n")}`,
} satisfies ErrorData<{ collisions: Collision[] }>;

export const OutputOutsideFolder = {
  name: "OutputOutsideFolder",
  title: "A file would be written outside the output folder.",
  message: ({ name, reason }: { name: string; reason: string }) =>
    `The build stopped before writing "${name}", which is not a file inside the output folder (${reason}); nothing was written outside it. A name in content/ (an author's name, a post's slug, a redirect's old path) makes this path: write it with letters, digits and hyphens. If none does, it is a bug of the build: report it.`,
} satisfies ErrorData<{ name: string; reason: string }>;

// The output folder and public/ (--out, --public): where a build may write, who is writing
// it, and what of public/ may be published (build/7-output/out-place.ts, out-lock.ts;
// build/3-assets/public-files.ts).

/** What a build says of the output folder it was given: as typed when inside the project ("docs/"), else absolute. */
interface OutFolder {
  folder: string;
}

const BUILD_INTO =
  "Build into dist/ (the default), or into a folder of its own with --out: a new or empty one, or one an earlier build made.";

export const OutputFolderRefused = {
  name: "OutputFolderRefused",
  title: "The output folder is the project or one of its folders.",
  message: ({ folder, reason }: OutFolder & { reason: string }) =>
    `The build stopped before writing anything: the output folder ${folder} ${reason}. A build replaces its output folder as a whole (the folder moves aside, to be written over and emptied by the next build), so nothing the project holds may be in it. ${BUILD_INTO}`,
} satisfies ErrorData<OutFolder & { reason: string }>;

export const OutputFolderNotBuild = {
  name: "OutputFolderNotBuild",
  title: "The output folder holds files no build wrote.",
  message: ({ folder, record }: OutFolder & { record: string }) =>
    `The build stopped before writing anything: ${folder} already holds files, and no build made it (a build leaves its record, ${record}, beside the folder it writes). A build replaces its output folder as a whole and removes every file it did not write, so they would be lost; nothing was moved or removed. ${BUILD_INTO} If ${folder} is the output of an older build, delete it and build again.`,
} satisfies ErrorData<OutFolder & { record: string }>;

/** Who holds the lock of an output folder (build/7-output/out-lock.ts). */
export interface LockHolderDetails {
  pid: number;
  host: string;
  started: string;
  command: string;
}

export const OutputFolderLocked = {
  name: "OutputFolderLocked",
  title: "Another build is writing the same output folder.",
  message: ({
    folder,
    lockFile,
    holder,
    otherHost,
  }: OutFolder & { lockFile: string; holder: LockHolderDetails; otherHost: boolean }) =>
    `${folder} is being written by another build: process ${holder.pid}${otherHost ? ` on ${holder.host}` : ""} (${holder.command}), since ${holder.started}. Two builds into one folder write over each other's files, so this one stopped before writing anything. Wait for that build to end, then build again. If no build is running (that process was killed, and its number now belongs to another program${otherHost ? ", or it ran on another machine" : ""}), delete ${lockFile} and build again; a lock whose process has ended is taken over by the next build, which says so.`,
} satisfies ErrorData<OutFolder & { lockFile: string; holder: LockHolderDetails; otherHost: boolean }>;

/** A file or folder of public/ the build will not publish, by its path ("public/.env"), and why. */
export interface RefusedPublicFile {
  file: string;
  reason: string;
}

export const PublicFileRefused = {
  name: "PublicFileRefused",
  title: "Some files of public/ must not be published.",
  message: ({ files }: { files: RefusedPublicFile[] }) =>
    `public/ holds ${plural(files.length, "file")} the build will not publish; it stopped before writing anything. Everything in public/ is published as it is, for anyone to download:\n${files
      .map((entry) => `  ${entry.file}: ${entry.reason}`)
      .join(
        "\n",
      )}\nKeep secrets, dotfiles and links out of public/: copy a file in rather than linking to it (only .well-known/, at the top of public/, may start with a dot).`,
} satisfies ErrorData<{ files: RefusedPublicFile[] }>;

export const DeadLinks = {
  name: "DeadLinks",
  title: "Internal links lead nowhere.",
  message: ({ links }: { links: LocatedLink[] }) =>
    `${plural(links.length, "dead internal link")}; fix the link or add the page:\n${links
      .map((link) => `  ${link.where}: ${link.url}${link.note ? ` (${link.note})` : ""}`)
      .join("\n")}`,
} satisfies ErrorData<{ links: LocatedLink[] }>;

export const CloudFrontFunctionTooLarge = {
  name: "CloudFrontFunctionTooLarge",
  title: "The redirects no longer fit in the CloudFront function.",
  message: ({
    functionFile,
    bytes,
    redirects,
  }: InFile & { functionFile: string; bytes: number; redirects: number }) =>
    `with ${plural(redirects, "redirect")} the CloudFront function ${functionFile} would be ${bytes} bytes; CloudFront Functions take at most 10,240. Remove redirects nobody follows any more (old links a year or more gone), or move the map to a CloudFront KeyValueStore.`,
} satisfies ErrorData<InFile & { functionFile: string; bytes: number; redirects: number }>;

// The S3 deploy (`npm run deploy:s3`, build/deploy/): a build folder it will not upload. Unlike
// a build's, these name files of the output folder and its record: what is wrong is there.

/** A build folder shown as the deploy names it ("dist/"), its record's name, the base path it was built for and the one the bucket serves. */
interface DeployBase {
  folder: string;
  record: string;
  basePath: string;
  target: string;
}

export const DeployBasePathMismatch = {
  name: "DeployBasePathMismatch",
  title: "The site was built for another base path than the bucket serves it at.",
  message: ({ folder, record, basePath, target }: DeployBase) =>
    `${folder} was built for the base path ${basePath} (BASE_PATH, as ${record} says), but npm run deploy:s3 uploads it to the root of the bucket, which the website endpoint and CloudFront serve at ${target}; it has no option to upload under a prefix. Every stylesheet, script and link of its pages would lead nowhere (404), and no form could send. Nothing was uploaded. Build it again for the root (BASE_PATH unset, or BASE_PATH=${target}, in the environment or in .env), then deploy.`,
} satisfies ErrorData<DeployBase>;

/** A symbolic link of a build folder the deploy will not follow, and why. */
export interface RefusedLink {
  /** The link, as the folder is shown ("dist/x"). */
  file: string;
  /** What the link says (readlink). */
  target: string;
  /** outside: it leads out of the folder; loop: to itself or a folder it is in; missing: to nothing. */
  reason: "outside" | "loop" | "missing";
}

const LINK_REASONS: Record<RefusedLink["reason"], (link: RefusedLink, folder: string) => string> = {
  outside: (link, folder) => `leads to ${link.target}, outside ${folder}`,
  loop: (link) => `leads to ${link.target}, which leads back to itself or to a folder it is in`,
  missing: (link) => `leads to ${link.target}, which does not exist`,
};

export const DeployLinkRefused = {
  name: "DeployLinkRefused",
  title: "The build folder holds a symbolic link the deploy will not follow.",
  message: ({ folder, links }: { folder: string; links: RefusedLink[] }) =>
    `${plural(links.length, "symbolic link")} in ${folder} the deploy will not follow, so nothing was uploaded:\n${links
      .map((link) => `  ${link.file}: ${LINK_REASONS[link.reason](link, folder)}`)
      .join(
        "\n",
      )}\nThe build writes no links: each was put there by hand or by another tool, and would upload whatever it points at. A link to a file or folder inside ${folder} is followed (it publishes nothing the folder does not). Remove each link above, or put a copy of what it should publish in its place, then deploy.`,
} satisfies ErrorData<{ folder: string; links: RefusedLink[] }>;

// Search (build/5-site-files/search-index.ts).

export const SearchIndexFailed = {
  name: "SearchIndexFailed",
  title: "The site search index could not be built.",
  message: ({ route, reasons }: { route: string; reasons: string[] }) =>
    `Pagefind refused ${route === "(all)" ? "the index" : `the page ${route}`}:\n${reasons.map((reason) => `  ${reason}`).join("\n")}\nCheck that the page renders a <main> with text; if Pagefind itself failed, run npm ci again (its binary comes from @pagefind/<platform>).`,
} satisfies ErrorData<{ route: string; reasons: string[] }>;

/** A link, where it is written, to a post this build does not publish. */
export interface LinkToUnpublished extends LocatedLink {
  post: Pick<Post, "file" | "publication" | "date">;
}

export const UnpublishedPostLinked = {
  name: "UnpublishedPostLinked",
  title: "A published page links to a post that is not published.",
  message: ({ links, today }: { links: LinkToUnpublished[]; today: string }) =>
    `${plural(links.length, "link")} to a post that this build does not publish (today is ${today}); remove the link until the post is out, or publish the post (remove draft: true, or give it a date no later than today):\n${links
      .map(
        (link) =>
          `  ${link.where}: ${link.url} is ${link.post.file}, ${
            link.post.publication === "draft" ? "a draft (draft: true)" : `scheduled for ${link.post.date}`
          }${link.note ? ` (${link.note})` : ""}`,
      )
      .join("\n")}`,
} satisfies ErrorData<{ links: LinkToUnpublished[]; today: string }>;
