/**
 * What a schema tells the browser editor (/admin/) beyond its type, in its metadata
 * (`.meta({ cms: { ... } })`): the editor's configuration is written from the schemas
 * (build/5-site-files/admin/cms-config.ts), and these are what a type cannot say.
 */
export interface CmsHint {
  /** The input: a date picker, an image chooser, a text area or the Markdown editor; else the type's own. */
  widget?: "date" | "image" | "text" | "markdown";
  /** A choice among entries of another kind of content: a post by its slug, an author by name. */
  relation?: "posts" | "authors";
  /**
   * How many items a list must have, or how many characters a text may have, where a refinement
   * (that the editor cannot read) fixes it.
   */
  min?: number;
  max?: number;
}

declare module "zod/v4/core" {
  interface GlobalMeta {
    cms?: CmsHint;
  }
}
