/**
 * The YAML files of content/ as the browser editor reads and writes them (src/admin/yaml-format.ts):
 * the same values, and the comment each opens with, through a save.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { COMMENT_KEY, formatCommentedYaml, LIST_KEY, parseCommentedYaml } from "../../src/admin/yaml-format";
import { pageCopyFiles, SERVICES_FILE, SITE_FILE } from "../../src/model/copy";
import { ROOT } from "../helpers";

const files = [SITE_FILE, SERVICES_FILE, ...Object.values(pageCopyFiles).map((entry) => entry.file)];

describe("the YAML files in the browser editor", () => {
  it.each(files)("%s keeps its values and its opening comment through a save", (file) => {
    const text = readFileSync(path.join(ROOT, "content", file), "utf8");
    const data = parseCommentedYaml(text);
    const saved = formatCommentedYaml(data);
    expect(parse(saved)).toEqual(parse(text));
    const comment = data[COMMENT_KEY];
    if (typeof comment === "string") expect(saved.startsWith(`${comment}\n\n`)).toBe(true);
    expect(formatCommentedYaml(parseCommentedYaml(saved))).toBe(saved);
  });

  it("reads a file that is a list as its items, and writes them back as the file's list", () => {
    const data = parseCommentedYaml("# The things.\n#   one a line\n\n- name: a\n- name: b\n");
    expect(data).toEqual({
      [LIST_KEY]: [{ name: "a" }, { name: "b" }],
      [COMMENT_KEY]: "# The things.\n#   one a line",
    });
    expect(formatCommentedYaml({ ...data, [LIST_KEY]: [{ name: "c" }] })).toBe(
      "# The things.\n#   one a line\n\n- name: c\n",
    );
  });

  it("writes a file without a comment as its values alone, and keeps a comment's blank lines but not a value's comment", () => {
    expect(formatCommentedYaml(parseCommentedYaml("title: Hello\n"))).toBe("title: Hello\n");
    const data = parseCommentedYaml("# top\n\n# more\ntitle: Hello # said here\n# between\nlead: Hi\n");
    expect(data[COMMENT_KEY]).toBe("# top\n\n# more");
    expect(formatCommentedYaml(data)).toBe("# top\n\n# more\n\ntitle: Hello\n\nlead: Hi\n");
  });

  it("writes as the files are written by hand: fields apart, a link's target and a short list on one line", () => {
    const text = formatCommentedYaml({
      hero: { title: "Hi", primary: { label: "Go", to: { page: "contact", hash: "request" } } },
      racks: [4, 4, 0],
      methods: ["Clear", "Purge"],
      points: ["A point long enough to be written on a line of its own", "Another"],
    });
    expect(text).toBe(
      [
        "hero:",
        "  title: Hi",
        "  primary:",
        "    label: Go",
        "    to: { page: contact, hash: request }",
        "",
        "racks: [ 4, 4, 0 ]",
        "",
        "methods: [ Clear, Purge ]",
        "",
        "points:",
        "  - A point long enough to be written on a line of its own",
        "  - Another",
        "",
      ].join("\n"),
    );
  });
});
