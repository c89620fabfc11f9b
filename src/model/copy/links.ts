/**
 * A link of the copy names what it leads to by key, never by its address: `{ page: contact }`
 * (a page of src/paths.ts, `hash` for a place on it), `{ service: data-security }` (a service
 * of content/services.yaml), `{ post: its-slug }` (a post of content/blog/) or
 * `{ anchor: sample-report }` (an element of the page the link is on, by its id: `#sample-report`).
 * The schema checks the page and the service; whether the post is published in this build is
 * checked when the posts are loaded (build/2-content/copy.ts), and whether the page holds the
 * anchor's element once the pages are made (build/6-links/anchors.ts). src/lib/link-target.ts
 * turns a target into its URL.
 */
import * as z from "zod";
import { paths, type StaticPageId } from "../../paths";
import { keyOf, text } from "./fields";
import { serviceIds } from "./services";

/** The pages a link of the copy may lead to: every page with one path but the 404 page. */
export type LinkablePage = Exclude<StaticPageId, "not-found">;

export const linkablePages = (Object.keys(paths) as (keyof typeof paths)[]).filter(
  (id): id is LinkablePage => typeof paths[id] === "string" && id !== "not-found",
) as [LinkablePage, ...LinkablePage[]];

/**
 * What a link of the copy leads to: a page (at an element of it, `hash`), a service by its id, a
 * post by its slug, or an element of the page the link is on (`anchor`, its id).
 */
export type LinkTarget =
  | { page: LinkablePage; hash?: string }
  | { service: (typeof serviceIds)[number] }
  | { post: string }
  | { anchor: string };

const KINDS = ["page", "service", "post", "anchor"] as const;

/** An element's id, as `hash` and `anchor` name it (without the #), and a redirect's target (build/2-content/redirects-file.ts). */
export const ELEMENT_ID = /^[A-Za-z][\w-]*$/;

/** Which of page, service, post and anchor a link names. */
function kindsOf(target: Record<string, unknown>): string[] {
  return KINDS.filter((kind) => target[kind] !== undefined);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export const linkTarget = z
  .strictObject({
    /** A page by its key in src/paths.ts. */
    page: keyOf(linkablePages, "a page of the site", `Pages are ${linkablePages.join(", ")}`)
      .describe("A page of the site. Leave it empty when the link leads to a service or a post.")
      .optional(),
    hash: z
      .string()
      .regex(ELEMENT_ID, "must be the id of an element of the page, without the # (e.g. request)")
      .describe(
        "Optional, with a page only: a place on that page, by the id of its section, without the # (e.g. request).",
      )
      .optional(),
    /** A service by its id in content/services.yaml. */
    service: keyOf(serviceIds, "a service of the site", `Services are ${serviceIds.join(", ")}`)
      .describe("A service's page. Leave it empty when the link leads to a page or a post.")
      .optional(),
    /** A post by its slug (its file name in content/blog/ without .md). */
    post: z
      .string()
      .regex(
        /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
        "must be a post's slug: its file name in content/blog/ without .md",
      )
      .meta({ cms: { relation: "posts" } })
      .describe(
        "A blog post, which must be published (not a draft, not scheduled). Leave it empty when the link leads to a page or a service.",
      )
      .optional(),
    /** An element of the page the link is on, by its id: the link is `#<id>`. */
    anchor: z
      .string()
      .regex(
        ELEMENT_ID,
        "must be the id of an element of the page this link is on, without the # (e.g. sample-report)",
      )
      .describe(
        "A place on the same page as the link, by the id of its element, without the # (e.g. sample-report): the link scrolls to it. The build stops if the page has no element with that id. Leave it empty when the link leads to a page, a service or a post.",
      )
      .optional(),
  })
  // Checked even when a key is misspelt (its own problem): one build tells both.
  .refine((target) => kindsOf(target).length === 1, {
    error: (issue) => {
      const kinds = kindsOf(issue.input as Record<string, unknown>);
      return `must name one thing to link to, ${kinds.length ? `not ${kinds.join(" and ")}` : "and names none"}: write page: <page> (e.g. page: contact), service: <id>, post: <slug> or anchor: <id of an element of this page>`;
    },
    when: (payload) => isRecord(payload.value),
  })
  .refine((target) => target.hash === undefined || target.page !== undefined, {
    path: ["hash"],
    error: "is a place on a page: it goes with page: <page>, not with a service or a post",
    when: (payload) => isRecord(payload.value),
  })
  .transform((target) => target as LinkTarget)
  .describe("Where the link leads: fill in one of page, service, post or anchor.");

/** A labelled link or button and what it leads to. */
export const linkItem = z.strictObject({
  label: text.describe("The words of the link or button."),
  to: linkTarget,
});

export type LinkItem = z.output<typeof linkItem>;
