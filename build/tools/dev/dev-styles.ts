/**
 * The dev server's stylesheet: the build's own Tailwind step (build/3-assets/css.ts), made
 * again only when it could come out different, and then exactly as a fresh build makes it.
 *
 * Tailwind keeps its compiler warm between runs and only ever adds the class names it finds:
 * after the last use of a class is removed, a warm run would keep its rule, and the
 * stylesheet (and its hashed name in every page) would differ from the build's. So the
 * class names of every file Tailwind read are kept here, file by file (Tailwind's own
 * extractor, @tailwindcss/oxide). After an edit:
 * - no file's class names changed (a text edit, a prop): the last stylesheet is reused;
 * - some were added and none that has a rule went away, or a new file appeared (which can
 *   only add): a warm run, which adds them;
 * - a class with a rule in the stylesheet went away (its last use edited out, or its file
 *   deleted), or a CSS file changed: a run from scratch (Tailwind starts afresh when its
 *   input CSS text changes: a comment is put before it, which the minifier drops: the same
 *   bytes as the build's).
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Scanner } from "@tailwindcss/oxide";
import { cssWithSources } from "../../3-assets/css";

export interface DevStyles {
  /** Notes changed files (absolute paths); the next `css` call takes them into account. */
  touched: (files: readonly string[]) => void;
  /** The stylesheet, as buildAssets asks for it. */
  css: (entry: string, extra: string) => Promise<string>;
  /** What the last `css` call did. */
  readonly last: "reused" | "warm" | "fresh" | undefined;
}

type ClassNames = ReadonlySet<string>;

/** Whether `css` has a rule whose selector names the class `name` (escaped as in CSS: `.md\:flex`). */
export function hasClassRule(css: string, name: string): boolean {
  const selector = `.${cssEscape(name)}`;
  for (let at = css.indexOf(selector); at !== -1; at = css.indexOf(selector, at + 1)) {
    const next = css[at + selector.length] ?? "";
    // The class name ends there, not inside a longer one (.flex, not .flex-col).
    if (!/[\w\\-]/.test(next) && !(next.codePointAt(0)! >= 0x80)) return true;
  }
  return false;
}

/** CSS.escape (CSSOM), which Tailwind and Lightning CSS follow for class selectors. */
export function cssEscape(value: string): string {
  let out = "";
  for (const [i, ch] of [...value].entries()) {
    const code = ch.codePointAt(0) ?? 0;
    const digit = code >= 0x30 && code <= 0x39;
    if (code === 0) out += "\uFFFD";
    else if (
      (code >= 0x1 && code <= 0x1f) ||
      code === 0x7f ||
      (i === 0 && digit) ||
      (i === 1 && digit && value.startsWith("-"))
    )
      out += `\\${code.toString(16)} `;
    else if (i === 0 && value === "-") out += `\\${ch}`;
    else if (code >= 0x80 || /[\w-]/.test(ch)) out += ch;
    else out += `\\${ch}`;
  }
  return out;
}

export function devStyles(): DevStyles {
  const scanner = new Scanner({});
  const classNamesOf = (file: string): ClassNames => {
    let content: string;
    try {
      content = readFileSync(file, "utf8");
    } catch {
      return new Set();
    }
    const extension = path.extname(file).slice(1);
    return new Set(
      scanner.getCandidatesWithPositions({ content, extension }).map((found) => found.candidate),
    );
  };

  let made:
    | {
        input: string;
        css: string;
        /**
         * Class names of each file Tailwind read (not the CSS files, which it imports); undefined
         * until read: right after each run, but the first run's (every file) a few seconds
         * later, once the first pages are served, off the start's critical path.
         */
        files: Map<string, ClassNames | undefined>;
        cssFiles: Set<string>;
        /** Put before the input CSS since the last run from scratch. */
        lead: string;
      }
    | undefined;
  let runs = 0;
  /** The last run failed: the next one starts from scratch. */
  let failed = false;
  /** A comment that makes Tailwind start afresh (a new input), or nothing for the very first run. */
  const afresh = () => (made ? `/* made afresh by the dev server (${++runs}) */\n` : "");
  const pending = new Set<string>();
  let last: DevStyles["last"];

  /**
   * Reads the class names of the files not read yet. A file changed since Tailwind read it
   * (at `since`) stays unread: what it held then is gone, so an edit to it runs Tailwind
   * from scratch.
   */
  const readUnread = (since: number) => {
    for (const [file, names] of made?.files ?? []) {
      if (names !== undefined || pending.has(file)) continue;
      let mtime = Number.POSITIVE_INFINITY;
      try {
        mtime = statSync(file).mtimeMs;
      } catch {
        // gone: left unread
      }
      if (mtime <= since) made?.files.set(file, classNamesOf(file));
    }
  };
  /** The first run's files (all of them, ~70 ms) are read once the first pages are served, not during the start. */
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  /** When the last run started (Date.now()). */
  let lastRun = 0;

  /** `input` is the entry's text and `extra`, as css() read them (the entry is read once an edit). */
  const run = async (entry: string, extra: string, lead: string, input: string) => {
    const since = Date.now();
    let result: Awaited<ReturnType<typeof cssWithSources>>;
    try {
      result = await cssWithSources(entry, extra, lead);
    } catch (error) {
      // What Tailwind holds is unknown now: the next call starts from scratch.
      failed = true;
      throw error;
    }
    failed = false;
    const { css, files } = result;
    const first = !made;
    const classNames = new Map<string, ClassNames | undefined>();
    for (const file of files.filter((file) => !file.endsWith(".css")))
      classNames.set(file, made?.files.get(file));
    made = {
      input,
      css,
      files: classNames,
      cssFiles: new Set(files.filter((file) => file.endsWith(".css"))),
      lead,
    };
    lastRun = since;
    if (first) {
      startTimer = setTimeout(() => {
        startTimer = undefined;
        readUnread(lastRun);
      }, 3000);
      startTimer.unref?.();
    } else if (!startTimer) readUnread(since);
    return css;
  };

  return {
    touched(files) {
      for (const file of files) pending.add(path.resolve(file));
    },
    get last() {
      return last;
    },
    async css(entry, extra) {
      const touched = [...pending];
      pending.clear();
      const input = `${readFileSync(entry, "utf8")}\n${extra}`;
      /** A run from scratch, with the class names of the edited files Tailwind read taken anew. */
      const fresh = () => {
        last = "fresh";
        for (const file of touched) if (made?.files.has(file)) made.files.set(file, classNamesOf(file));
        return run(entry, extra, afresh(), input);
      };
      if (!made || failed || made.input !== input || touched.some((file) => made?.cssFiles.has(file))) {
        return fresh();
      }
      let changed = false;
      let unknown = false;
      let unread = false;
      const files = new Map(made.files);
      for (const file of touched) {
        const before = made.files.get(file);
        if (made.files.has(file) && before === undefined) {
          // Its class names before the edit were not read: nothing says what went away.
          unread = true;
          continue;
        }
        if (!before) {
          // Not a file Tailwind read: a new one in a folder it reads may add class names
          // (a warm run finds them; a file Tailwind does not read costs a warm run, no more).
          if (
            /\.(tsx?|jsx?|mts|mjs|html|md)$/.test(file) &&
            !file.includes(`${path.sep}node_modules${path.sep}`)
          )
            unknown = true;
          continue;
        }
        const now = classNamesOf(file);
        if (now.size !== before.size || [...now].some((name) => !before.has(name))) {
          changed = true;
          files.set(file, now);
        }
      }
      if (unread) return fresh();
      if (!changed && !unknown) {
        last = "reused";
        return made.css;
      }
      // Files not read yet count as holding nothing: a class they hold too may be taken for
      // lost, which costs a run from scratch, never a wrong stylesheet.
      const union = (byFile: Map<string, ClassNames | undefined>) =>
        new Set([...byFile.values()].flatMap((names) => [...(names ?? [])]));
      const now = union(files);
      // Most words of a file are not class names Tailwind makes a rule for ("rights", "const"):
      // only a lost one that has a rule in the stylesheet makes a warm run come out wrong.
      const css = made.css;
      const lost = [...union(made.files)].some((name) => !now.has(name) && hasClassRule(css, name));
      made.files = files;
      if (lost) {
        last = "fresh";
        return run(entry, extra, afresh(), input);
      }
      last = "warm";
      return run(entry, extra, made.lead, input);
    },
  };
}
