/**
 * A content schema (zod) as the fields of the browser editor (Sveltia CMS, /admin/): each field
 * of the schema becomes the editor's field of the same name, with its label, its help text (the
 * schema's description), whether it is required, its limits (lengths, counts, patterns with the
 * schema's own message) and its choices. A schema type this does not know stops the build, so a
 * new kind of field can never be left out of the editor unseen.
 */
import * as z from "zod";
import type { CmsHint } from "../../../src/model/cms-hint";

/** A field of the editor's configuration (its JSON schema: node_modules/@sveltia/cms/schema/). */
export type CmsField = { name: string; label: string; widget: string } & Record<string, unknown>;

/** How a relation hint names the collection it chooses from (cms-config.ts writes them). */
export type Relations = Record<NonNullable<CmsHint["relation"]>, Record<string, unknown>>;

/** Keys whose texts are paragraphs: a text area rather than a line. */
const PARAGRAPH_KEYS = new Set([
  "answer",
  "bio",
  "body",
  "description",
  "excerpt",
  "lead",
  "quote",
  "shortDescription",
  "text",
]);

/** "shortDescription" -> "Short description"; "imageAlt" -> "Image alt". */
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Def = { type: string } & Record<string, unknown>;
type Meta = { title?: string; description?: string; cms?: CmsHint };

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/**
 * The schema inside its wrappers (optional, default, a transform's input), whether a value is
 * required, and its metadata: the outermost wins, so a field's own description overrides the
 * description of the shared piece it is made of.
 */
function unwrap(schema: z.ZodType): { core: z.ZodType; required: boolean; meta: Meta } {
  let current = schema;
  let required = true;
  const meta: Meta = {};
  for (;;) {
    const own = (z.globalRegistry.get(current) ?? {}) as Meta;
    meta.title ??= own.title;
    meta.description ??= own.description;
    meta.cms = { ...own.cms, ...meta.cms };
    const def = defOf(current);
    if (def.type === "optional" || def.type === "default") {
      required = false;
      current = def.innerType as z.ZodType;
    } else if (def.type === "pipe") current = def.in as z.ZodType;
    else return { core: current, required, meta };
  }
}

/** The checks of a string or array schema: lengths and patterns, each pattern with the schema's message for it. */
function limits(core: z.ZodType): { min?: number; max?: number; patterns: [string, string][] } {
  const found: { min?: number; max?: number; patterns: [string, string][] } = { patterns: [] };
  for (const check of (defOf(core).checks ?? []) as { _zod: { def: Def } }[]) {
    const def = check._zod.def;
    if (def.check === "min_length") found.min = def.minimum as number;
    else if (def.check === "max_length") found.max = def.maximum as number;
    else if (def.check === "length_equals") found.min = found.max = def.length as number;
    else if (def.check === "string_format" && def.format === "regex") {
      const error = def.error as ((issue: unknown) => unknown) | undefined;
      const message = error?.({ input: "" });
      found.patterns.push([
        (def.pattern as RegExp).source,
        typeof message === "string" ? message : "does not have the form this field takes",
      ]);
    }
  }
  return found;
}

/** An editor's message starts with a capital: the schema's messages continue "<field> ...". */
function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** The editor's field for `schema` under `key`. `at` names the field's place, for the error when a type is unknown. */
export function fieldOf(key: string, schema: z.ZodType, relations: Relations, at: string): CmsField {
  const { core, required, meta } = unwrap(schema);
  const base: CmsField = {
    name: key,
    label: meta.title ?? labelOf(key),
    widget: "string",
    ...(meta.description ? { hint: meta.description } : {}),
    ...(required ? {} : { required: false }),
  };
  const def = defOf(core);
  const cms = meta.cms ?? {};
  switch (def.type) {
    case "string": {
      const { patterns, ...checked } = limits(core);
      // A length a refinement checks (one counted as a reader counts it) is given as a hint.
      const min = cms.min ?? checked.min;
      const max = cms.max ?? checked.max;
      if (cms.relation) return { ...base, widget: "relation", ...relations[cms.relation] };
      if (cms.widget === "date")
        return { ...base, widget: "datetime", type: "date", format: "YYYY-MM-DD", default: "{{now}}" };
      if (cms.widget === "image") return { ...base, widget: "image", choose_url: false };
      const widget = cms.widget ?? (PARAGRAPH_KEYS.has(key) ? "text" : "string");
      // The email format is a check of its own, not a pattern: the input's type tells it.
      const email = def.format === "email" ? { type: "email" } : {};
      // One pattern with its message; where a schema has several, the build's check tells the rest.
      const pattern = patterns[0] ? { pattern: [patterns[0][0], sentence(patterns[0][1])] } : {};
      return {
        ...base,
        widget,
        ...email,
        ...(min !== undefined && min > 1 ? { minlength: min } : {}),
        ...(max !== undefined ? { maxlength: max } : {}),
        ...pattern,
      };
    }
    case "boolean":
      return { ...base, widget: "boolean", required: false };
    case "number":
      return { ...base, widget: "number", value_type: "float" };
    case "enum":
      return { ...base, widget: "select", options: Object.values(def.entries as Record<string, string>) };
    case "literal": {
      // A text the spec fixes word for word: shown, not editable.
      const [value] = def.values as unknown[];
      return { ...base, widget: "string", default: value, readonly: true };
    }
    case "object":
      return { ...base, widget: "object", fields: fieldsOf(core, relations, at) };
    case "array": {
      const { min, max } = limits(core);
      const element = unwrap(def.element as z.ZodType).core;
      const count = { min: cms.min ?? min, max: cms.max ?? max };
      const items =
        defOf(element).type === "object"
          ? { fields: fieldsOf(element, relations, `${at}[]`) }
          : { field: fieldOf(key, def.element as z.ZodType, relations, `${at}[]`) };
      return {
        ...base,
        widget: "list",
        ...(count.min !== undefined ? { min: count.min } : {}),
        ...(count.max !== undefined ? { max: count.max } : {}),
        ...items,
      };
    }
    default:
      throw new Error(
        `The browser editor's configuration has no field for a schema of type "${def.type}" (${at}): teach build/5-site-files/admin/schema-fields.ts to write one`,
      );
  }
}

/** The editor's fields for an object schema, in the schema's order. */
export function fieldsOf(schema: z.ZodType, relations: Relations, at = "schema"): CmsField[] {
  const { core } = unwrap(schema);
  const def = defOf(core);
  if (def.type !== "object") throw new Error(`${at} is not an object schema (it is "${def.type}")`);
  return Object.entries(def.shape as Record<string, z.ZodType>).map(([key, field]) =>
    fieldOf(key, field, relations, `${at}.${key}`),
  );
}
