/**
 * The browser editor's configuration (build/5-site-files/admin/cms-config.ts) against the
 * schemas it is written from, read here another way (zod's own JSON Schema of each): every
 * field, its required flag, its limits and choices; the choices the site's code knows
 * (categories, services, pages, icons); the image folders the build reads; and Sveltia CMS's
 * own published schema of its configuration.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { cmsConfig } from "../../build/5-site-files/admin/cms-config";
import { fieldsOf, labelOf } from "../../build/5-site-files/admin/schema-fields";
import { COMMENT_KEY, LIST_KEY, YAML_FORMAT } from "../../src/admin/yaml-format";
import { categories } from "../../src/model/categories";
import {
  AUTHORS_FILE,
  IMAGE_FOLDERS,
  LEGAL_FILES,
  POSTS_DIR,
  PUBLIC_FOLDER,
  REDIRECTS_FILE,
} from "../../src/model/content-files";
import { pageCopyFiles, SERVICES_FILE, SITE_FILE, serviceIds, siteSchema } from "../../src/model/copy";
import { linkablePages } from "../../src/model/copy/links";
import { serviceSchema } from "../../src/model/copy/services";
import { iconNames } from "../../src/model/icons";
import { authorSchema, legalFrontmatter, postFrontmatter } from "../../src/model/schema";
import { siteContent } from "../helpers";

type Field = { name: string; widget: string; required?: boolean; fields?: Field[]; field?: Field } & Record<
  string,
  unknown
>;
type Json = {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  enum?: string[];
  const?: unknown;
  maxLength?: number;
  minLength?: number;
};

const content = siteContent();
const config = cmsConfig(content, {
  siteUrl: "https://www.example.com",
  basePath: "/",
  backend: { repo: "acme/site", branch: "main" },
}) as {
  collections: ({
    name: string;
    fields?: Field[];
    files?: ({ name: string; file: string; fields: Field[] } & Record<string, unknown>)[];
  } & Record<string, unknown>)[];
} & Record<string, unknown>;

const collection = (name: string) => {
  const found = config.collections.find((entry) => entry.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};
const file = (collectionName: string, name: string) => {
  const found = collection(collectionName).files?.find((entry) => entry.name === name);
  if (!found) throw new Error(`no file ${name} in ${collectionName}`);
  return found;
};

function jsonOf(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
}

/**
 * Every property of `json` is a field of `fields` with the same name, required as the schema
 * requires it, its choices and its longest text the schema's; nested objects and lists likewise.
 * Returns the places that differ, by path.
 */
function differences(json: Json, fields: readonly Field[], at: string): string[] {
  const found: string[] = [];
  // The hidden field that keeps a YAML file's opening comment is the file's, not the schema's.
  const byName = new Map(
    fields.filter((field) => field.widget !== "hidden").map((field) => [field.name, field]),
  );
  for (const [key, property] of Object.entries(json.properties ?? {})) {
    const field = byName.get(key);
    const where = `${at}.${key}`;
    if (!field) {
      found.push(`${where} is missing`);
      continue;
    }
    const required = json.required?.includes(key) ?? false;
    if (required !== (field.required !== false))
      found.push(`${where} required ${required} but ${field.required}`);
    found.push(...propertyDifferences(property, field, where));
  }
  for (const name of byName.keys())
    if (!(name in (json.properties ?? {}))) found.push(`${at}.${name} is in the editor but in no schema`);
  return found;
}

function propertyDifferences(property: Json, field: Field, where: string): string[] {
  if (property.enum && JSON.stringify(property.enum) !== JSON.stringify(field.options))
    return [`${where} offers ${JSON.stringify(field.options)}, the schema ${JSON.stringify(property.enum)}`];
  if (property.maxLength !== undefined && property.maxLength !== field.maxlength)
    return [`${where} maxlength ${field.maxlength}, the schema ${property.maxLength}`];
  if (property.type === "object") return differences(property, field.fields ?? [], where);
  if (property.type === "array" && property.items) {
    if (property.items.type === "object")
      return differences(property.items, field.fields ?? [], `${where}[]`);
    return field.field
      ? propertyDifferences(property.items, field.field, `${where}[]`)
      : [`${where} has no item field`];
  }
  return [];
}

/** All fields of a list of fields, nested ones included. */
function allFields(fields: readonly Field[]): Field[] {
  return fields.flatMap((field) => [
    field,
    ...allFields(field.fields ?? []),
    ...(field.field ? allFields([field.field]) : []),
  ]);
}

describe("the browser editor's configuration", () => {
  it("has every field of every page's copy, the posts, the authors, the site and the services, as their schemas have them", () => {
    expect(differences(jsonOf(postFrontmatter), collection("posts").fields ?? [], "post")).toEqual([
      "post.body is in the editor but in no schema",
    ]);
    for (const [name, entry] of Object.entries(pageCopyFiles))
      expect(differences(jsonOf(entry.schema), file("pages", name).fields, entry.file)).toEqual([]);
    expect(differences(jsonOf(siteSchema), file("settings", "site").fields, SITE_FILE)).toEqual([]);
    const [services] = file("settings", "services").fields;
    expect(differences(jsonOf(serviceSchema), services?.fields ?? [], SERVICES_FILE)).toEqual([]);
    const [authors] = file("authors", "authors").fields;
    expect(differences(jsonOf(authorSchema), authors?.fields ?? [], AUTHORS_FILE)).toEqual([]);
    for (const name of ["privacy", "terms"] as const)
      expect(differences(jsonOf(legalFrontmatter), file("legal", name).fields, LEGAL_FILES[name])).toEqual([
        `${LEGAL_FILES[name]}.body is in the editor but in no schema`,
      ]);
  });

  it("finds a field a schema gains, and one it loses", () => {
    const grown = postFrontmatter.extend({ subtitle: z.string() });
    expect(differences(jsonOf(grown), collection("posts").fields ?? [], "post")).toContain(
      "post.subtitle is missing",
    );
    expect(
      differences(jsonOf(postFrontmatter.omit({ excerpt: true })), collection("posts").fields ?? [], "post"),
    ).toContain("post.excerpt is in the editor but in no schema");
  });

  it("writes each content file where the build reads it: a page per copy file, the posts' folder, the authors, the redirects", () => {
    const pages = collection("pages").files ?? [];
    expect(pages.map((entry) => entry.file)).toEqual(
      Object.values(pageCopyFiles).map((entry) => `content/${entry.file}`),
    );
    expect(collection("posts").folder).toBe(`content/${POSTS_DIR}`);
    expect(file("authors", "authors").file).toBe(`content/${AUTHORS_FILE}`);
    expect(file("settings", "redirects").file).toBe(`content/${REDIRECTS_FILE}`);
    expect(file("settings", "site").file).toBe(`content/${SITE_FILE}`);
    expect(file("settings", "services").file).toBe(`content/${SERVICES_FILE}`);
    // Each service's page is named with its title from the content.
    const itad = content.services.find((service) => service.id === "itad");
    expect(file("pages", "itad").label).toContain(itad?.title);
  });

  it("keeps the opening comment of every YAML file in a hidden field, and reads the authors' JSON as the list it is", () => {
    const yamlFiles = config.collections
      .flatMap((entry) => entry.files ?? [])
      .filter((entry) => /\.yaml$/.test(entry.file));
    expect(yamlFiles.length).toBe(Object.keys(pageCopyFiles).length + 2);
    for (const entry of yamlFiles) {
      expect(entry.format, entry.file).toBe(YAML_FORMAT);
      expect(entry.fields.find((field) => field.name === COMMENT_KEY)?.widget, entry.file).toBe("hidden");
    }
    expect(file("authors", "authors")).toMatchObject({
      format: "json",
      fields: [{ name: "authors", root: true }],
    });
  });

  it("offers the categories, the services, the pages and the icons the code knows, the authors and posts by relation", () => {
    const posts = allFields(collection("posts").fields ?? []);
    expect(posts.find((field) => field.name === "category")?.options).toEqual([...categories]);
    expect(posts.find((field) => field.name === "author")).toMatchObject({
      widget: "relation",
      collection: "authors",
      file: "authors",
      value_field: "authors.*.name",
    });
    const everyField = config.collections.flatMap((entry) =>
      allFields([...(entry.fields ?? []), ...(entry.files ?? []).flatMap((item) => item.fields)]),
    );
    const targets = everyField.filter((field) => field.name === "to");
    expect(targets.length).toBeGreaterThan(10);
    for (const target of targets.filter((field) => field.widget === "object")) {
      const inner = new Map((target.fields ?? []).map((field) => [field.name, field]));
      expect(inner.get("page")?.options).toEqual(linkablePages);
      expect(inner.get("service")?.options).toEqual([...serviceIds]);
      expect(inner.get("post")).toMatchObject({
        widget: "relation",
        collection: "posts",
        value_field: "slug",
      });
    }
    for (const field of everyField.filter((entry) => entry.name === "icon" && entry.widget === "select"))
      expect(iconNames).toEqual(expect.arrayContaining(field.options as string[]));
  });

  it("saves images to folders of public/, linked by their site paths, posts' covers and body images together", () => {
    const posts = collection("posts");
    expect(posts.media_folder).toBe(`/${PUBLIC_FOLDER}/${IMAGE_FOLDERS.posts}`);
    expect(posts.public_folder).toBe(`/${IMAGE_FOLDERS.posts}`);
    // Every existing cover is in that folder: what the editor saves sits beside them.
    for (const post of content.posts) expect(path.dirname(post.image)).toBe(posts.public_folder);
    expect(file("authors", "authors").media_folder).toBe(`/${PUBLIC_FOLDER}/${IMAGE_FOLDERS.authors}`);
    const images = allFields(posts.fields ?? []).filter((field) => field.widget === "image");
    expect(images.map((field) => field.name)).toEqual(["authorImage", "image"]);
  });

  it("carries the schemas' limits: lengths, counts a spec fixes, patterns with the schema's message", () => {
    const posts = allFields(collection("posts").fields ?? []);
    expect(posts.find((field) => field.name === "title")).toMatchObject({ minlength: 10, maxlength: 120 });
    expect(posts.find((field) => field.name === "slug")?.pattern).toEqual([
      "^[a-z0-9]+(?:-[a-z0-9]+)*$",
      "Must be lowercase words joined by hyphens",
    ]);
    expect(posts.find((field) => field.name === "date")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
    });
    const [trustBadges] = file("pages", "shared").fields;
    expect(trustBadges).toMatchObject({ name: "trustBadges", widget: "list", min: 4, max: 4 });
    const [services] = file("settings", "services").fields;
    expect(services).toMatchObject({ name: LIST_KEY, min: serviceIds.length, max: serviceIds.length });
  });

  it("passes Sveltia CMS's own published schema of its configuration, which refuses a misspelt option", () => {
    const main = createRequire(import.meta.url).resolve("@sveltia/cms");
    const schema = JSON.parse(
      readFileSync(path.join(path.dirname(main), "..", "schema", "sveltia-cms.json"), "utf8"),
    );
    const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(schema);
    expect(validate(config), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    const misspelt = structuredClone(config);
    (misspelt.collections[0] as Record<string, unknown>).folder = 42;
    expect(validate(misspelt)).toBe(false);
    expect(validate({ ...config, backend: { name: "github" } })).toBe(false);
    const withOAuth = cmsConfig(content, {
      siteUrl: "https://www.example.com",
      basePath: "/",
      backend: { repo: "acme/site", branch: "main", authUrl: "https://auth.example.dev" },
    });
    expect(withOAuth.backend).toMatchObject({ base_url: "https://auth.example.dev" });
    expect(config.backend).toMatchObject({ auth_methods: ["token"] });
    expect(validate(withOAuth), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
  });

  it("stops on a schema type it cannot write a field for, naming its place", () => {
    const unknown = z.strictObject({ price: z.union([z.string(), z.number()]) });
    expect(() => fieldsOf(unknown, { posts: {}, authors: {} }, "prices.yaml")).toThrow(
      /schema of type "union" \(prices\.yaml\.price\)/,
    );
  });

  it("labels a field from its key unless the schema names it", () => {
    expect(labelOf("shortDescription")).toBe("Short description");
    expect(labelOf("imageAlt")).toBe("Image alt");
    const [field] = fieldsOf(z.strictObject({ cta: z.string().meta({ title: "Button" }) }), {
      posts: {},
      authors: {},
    });
    expect(field?.label).toBe("Button");
  });
});
