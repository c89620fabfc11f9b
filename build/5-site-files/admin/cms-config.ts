/**
 * The browser editor's configuration (Sveltia CMS at /admin/, admin/config.yml), written by the
 * build from the content schemas, never by hand: every kind of content (posts, authors, every
 * page's copy, the site's constants, the services, the redirects, the legal pages), each field
 * as its schema has it (schema-fields.ts), images bound to the folders the build reads them
 * from. A field added to a schema is in the editor at the next build; a category, a service or
 * a page added to the code is among its choices.
 */
import * as z from "zod";
import { REDIRECTS_FORMAT } from "../../../src/admin/redirects-format";
import { COMMENT_KEY, LIST_KEY, YAML_FORMAT } from "../../../src/admin/yaml-format";
import {
  AUTHORS_FILE,
  CONTENT_FOLDER,
  IMAGE_FOLDERS,
  LEGAL_FILES,
  POSTS_DIR,
  PUBLIC_FOLDER,
  REDIRECTS_FILE,
} from "../../../src/model/content-files";
import { pageCopyFiles, SERVICES_FILE, SITE_FILE, siteSchema } from "../../../src/model/copy";
import { serviceSchema } from "../../../src/model/copy/services";
import type { Content } from "../../../src/model/schema";
import { authorSchema, legalFrontmatter, postFrontmatter } from "../../../src/model/schema";
import { type CmsField, fieldOf, fieldsOf, type Relations } from "./schema-fields";

/** Where the editor writes a site's GitHub commits; empty: only the local-folder mode works. */
export interface CmsBackend {
  /** owner/name of the repository on GitHub. */
  repo: string;
  branch: string;
  /** The origin of the OAuth client that signs editors in with GitHub; without it, a token does. */
  authUrl?: string;
}

const content = (file: string) => `${CONTENT_FOLDER}/${file}`;

/** A media folder of public/ as the editor names it (from the project's root) and as pages link it. */
function media(folder: string) {
  return { media_folder: `/${PUBLIC_FOLDER}/${folder}`, public_folder: `/${folder}` };
}

const relations: Relations = {
  posts: {
    collection: "posts",
    value_field: "slug",
    search_fields: ["title", "slug"],
    display_fields: ["title"],
  },
  authors: {
    collection: "authors",
    file: "authors",
    value_field: "authors.*.name",
    search_fields: ["authors.*.name"],
    display_fields: ["authors.*.name"],
  },
};

/** The body of a Markdown file, after its frontmatter: the editor's Markdown field named body. */
function bodyField(hint: string): CmsField {
  return { name: "body", label: "Body", widget: "markdown", hint };
}

/** The opening comment of a YAML file of content/, kept through every save (src/admin/yaml-format.ts). */
const commentField: CmsField = { name: COMMENT_KEY, label: "File comment", widget: "hidden" };

/** A YAML file of content/ with the fields of `schema`, and its opening comment kept. */
function yamlFile(schema: z.ZodType, file: string) {
  return {
    file: content(file),
    format: YAML_FORMAT,
    fields: [...fieldsOf(schema, relations, file), commentField],
  };
}

/** The list of a file whose whole content is one list: content/authors.json (root), content/services.yaml (its items). */
function listField(
  { name, label, singular }: { name: string; label: string; singular: string },
  item: z.ZodType,
  count: Partial<Record<"min" | "max", number>>,
): CmsField {
  return {
    name,
    label,
    label_singular: singular,
    widget: "list",
    ...count,
    fields: fieldsOf(item, relations, name),
  };
}

/** The editor's configuration, as an object (admin-files.ts writes it as YAML). */
export function cmsConfig(
  site: Pick<Content, "site" | "services">,
  { siteUrl, basePath, backend }: { siteUrl: string; basePath: string; backend: CmsBackend | undefined },
): Record<string, unknown> {
  const serviceTitle = (id: string) => site.services.find((service) => service.id === id)?.title ?? id;
  return {
    backend: {
      name: "github",
      ...(backend ? { repo: backend.repo, branch: backend.branch } : {}),
      // Signing in with GitHub needs an OAuth client of the site's own (CONTENT.md, "Editing in the browser").
      ...(backend?.authUrl ? { base_url: backend.authUrl } : { auth_methods: ["token"] }),
      commit_messages: {
        create: "Create {{collection}} “{{slug}}” (browser editor)",
        update: "Update {{collection}} “{{slug}}” (browser editor)",
        delete: "Delete {{collection}} “{{slug}}” (browser editor)",
        uploadMedia: "Upload “{{path}}” (browser editor)",
        deleteMedia: "Delete “{{path}}” (browser editor)",
      },
    },
    app_title: `${site.site.brand} content`,
    site_url: `${siteUrl}${basePath}`.replace(/\/$/, ""),
    logo_url: `${basePath}favicon.svg`,
    // The global folder is named from the project's root without a leading slash.
    media_folder: `${PUBLIC_FOLDER}/${IMAGE_FOLDERS.other}`,
    public_folder: `/${IMAGE_FOLDERS.other}`,
    media_libraries: {
      // An uploaded photo's name becomes a site path the schemas take ("IMG 0042.JPG" -> img-0042.jpg).
      default: { config: { slugify_filename: true } },
      // Only the site's own images: a stock photo's licence is not the editor's to judge here.
      stock_assets: { providers: [] },
    },
    // An optional field left empty is left out of the file, as its schema wants ("" is no text).
    output: { omit_empty_optional_fields: true },
    slug: { encoding: "ascii", clean_accents: true },
    editor: { preview: false },
    collections: [
      {
        name: "posts",
        label: "Blog posts",
        label_singular: "Blog post",
        description:
          "A post dated after today waits for its day; a draft stays out of the site. Every save is checked by the build.",
        folder: content(POSTS_DIR),
        extension: "md",
        format: "yaml-frontmatter",
        // The file is named after the slug field: content/blog/<slug>.md.
        identifier_field: "slug",
        slug: "{{slug}}",
        summary: "{{title}} ({{date}})",
        sortable_fields: ["date", "title", "category", "author"],
        preview_path: "blog/{{slug}}",
        ...media(IMAGE_FOLDERS.posts),
        fields: [
          ...fieldsOf(postFrontmatter, relations, "post"),
          bodyField(
            "The post's text, in Markdown: ## for a section's heading, images from public/images/blog.",
          ),
        ],
      },
      {
        name: "pages",
        label: "Pages",
        label_singular: "Page",
        description: "The words of every page: headings, paragraphs, buttons and their links.",
        files: Object.entries(pageCopyFiles).map(([name, entry]) => ({
          name,
          label: "service" in entry ? `${entry.label}: ${serviceTitle(entry.service)}` : entry.label,
          ...yamlFile(entry.schema, entry.file),
        })),
      },
      {
        name: "authors",
        label: "Authors",
        description: "The people posts are written by: a post names its author from this list.",
        files: [
          {
            name: "authors",
            label: "Authors",
            file: content(AUTHORS_FILE),
            format: "json",
            ...media(IMAGE_FOLDERS.authors),
            // The file is the list itself.
            fields: [
              {
                ...listField({ name: "authors", label: "Authors", singular: "Author" }, authorSchema, {
                  min: 1,
                }),
                root: true,
              },
            ],
          },
        ],
      },
      {
        name: "settings",
        label: "Site settings",
        description: "The company's details, the services, and the redirects of old addresses.",
        files: [
          {
            name: "site",
            label: "Company details and navigation",
            ...yamlFile(siteSchema, SITE_FILE),
          },
          {
            name: "services",
            label: "Services",
            file: content(SERVICES_FILE),
            format: YAML_FORMAT,
            fields: [
              listField({ name: LIST_KEY, label: "Services", singular: "Service" }, serviceSchema, {
                min: site.services.length,
                max: site.services.length,
              }),
              commentField,
            ],
          },
          {
            name: "redirects",
            label: "Redirects",
            file: content(REDIRECTS_FILE),
            format: REDIRECTS_FORMAT,
            fields: [redirectsField()],
          },
        ],
      },
      {
        name: "legal",
        label: "Legal pages",
        files: Object.entries(LEGAL_FILES).map(([name, file]) => ({
          name,
          label: name === "privacy" ? "Privacy Policy" : "Terms of Service",
          file: content(file),
          format: "yaml-frontmatter",
          fields: [
            ...fieldsOf(legalFrontmatter, relations, file),
            bodyField("The page's text, in Markdown: each ## heading is an entry of its table of contents."),
          ],
        })),
      },
    ],
  };
}

/** content/redirects.txt's lines, as the editor's list (src/admin/redirects-format.ts reads and writes the file). */
function redirectsField(): CmsField {
  const sitePathField = (name: string, label: string, hint: string) =>
    fieldOf(
      name,
      z
        .string()
        .regex(/^\/\S*$/, "must be a path on this site starting with /, without the domain (e.g. /blog/x)")
        .meta({ title: label, description: hint }),
      relations,
      `${REDIRECTS_FILE}.${name}`,
    );
  return {
    name: "redirects",
    label: "Redirects",
    label_singular: "Redirect",
    widget: "list",
    required: false,
    hint: "Old addresses of the site and the pages they moved to. The old path must no longer be a page; the new one must be a page that does not redirect itself. The build checks every line.",
    summary: "{{from}} → {{to}}",
    fields: [
      sitePathField("from", "Old path", "The address that moved, e.g. /blog/old-post-slug"),
      sitePathField("to", "New path", "The page it moved to, e.g. /blog/new-post-slug"),
    ],
  };
}
