import { parse as parseYaml } from "yaml";

export interface SplitFile {
  data: unknown;
  body: string;
}

/** Splits "---\nyaml\n---\nbody" and parses the YAML; throws with the file name when it cannot. */
export function splitFrontmatter(text: string, file: string): SplitFile {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) {
    throw new Error(
      `${file}: missing frontmatter. Start the file with a --- line, the fields, and another --- line.`,
    );
  }
  try {
    return { data: parseYaml(match[1] ?? ""), body: (match[2] ?? "").trim() };
  } catch (error) {
    throw new Error(`${file}: the frontmatter is not valid YAML: ${(error as Error).message}`);
  }
}
