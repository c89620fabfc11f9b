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

/** The stylesheet of the last run, and what it was made of. */
interface Made {
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

/** What the dev server's stylesheet keeps between edits. */
interface StylesState {
  made?: Made;
  classNamesOf: (file: string) => ClassNames;
  runs: number;
  /** The last run failed: the next one starts from scratch. */
  failed: boolean;
  /** Files touched since the last `css` call (absolute paths). */
  pending: Set<string>;
  last: DevStyles["last"];
  /** The first run's files (all of them, ~70 ms) are read once the first pages are served, not during the start. */
  startTimer?: ReturnType<typeof setTimeout>;
  /** When the last run started (Date.now()). */
  lastRun: number;
}

export function devStyles(): DevStyles {
  const state: StylesState = {
    classNamesOf: classNameReader(),
    runs: 0,
    failed: false,
    pending: new Set(),
    last: undefined,
    lastRun: 0,
  };
  return {
    touched(files) {
      for (const file of files) state.pending.add(path.resolve(file));
    },
    get last() {
      return state.last;
    },
    css: (entry, extra) => stylesheet(state, entry, extra),
  };
}

/** The class names in a file, by Tailwind's own extractor; none for a file that cannot be read. */
function classNameReader(): (file: string) => ClassNames {
  const scanner = new Scanner({});
  return (file) => {
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
}

/** The stylesheet after the files touched since the last call: reused, from a warm run, or from scratch. */
async function stylesheet(state: StylesState, entry: string, extra: string): Promise<string> {
  const touched = [...state.pending];
  state.pending.clear();
  const input = `${readFileSync(entry, "utf8")}\n${extra}`;
  const { made } = state;
  /** A run from scratch, with the class names of the edited files Tailwind read taken anew. */
  const fresh = () => {
    state.last = "fresh";
    for (const file of touched) if (made?.files.has(file)) made.files.set(file, state.classNamesOf(file));
    return run(state, entry, extra, afresh(state), input);
  };
  if (!made || state.failed || made.input !== input || touched.some((file) => made.cssFiles.has(file)))
    return fresh();
  const edit = editedClassNames(made, touched, state.classNamesOf);
  if (edit.unread) return fresh();
  if (!edit.changed && !edit.unknown) {
    state.last = "reused";
    return made.css;
  }
  const lost = losesRule(made, edit.files);
  made.files = edit.files;
  if (lost) {
    state.last = "fresh";
    return run(state, entry, extra, afresh(state), input);
  }
  state.last = "warm";
  return run(state, entry, extra, made.lead, input);
}

/** A comment that makes Tailwind start afresh (a new input), or nothing for the very first run. */
function afresh(state: StylesState): string {
  return state.made ? `/* made afresh by the dev server (${++state.runs}) */\n` : "";
}

/**
 * The class names of every file Tailwind read, with the touched files read again: whether any
 * changed, whether a new file may add some, and whether a touched file's names before the edit
 * were never read (then nothing says what went away).
 */
function editedClassNames(
  made: Made,
  touched: readonly string[],
  classNamesOf: (file: string) => ClassNames,
): { files: Map<string, ClassNames | undefined>; changed: boolean; unknown: boolean; unread: boolean } {
  const files = new Map(made.files);
  let changed = false;
  let unknown = false;
  for (const file of touched) {
    const before = made.files.get(file);
    if (made.files.has(file) && before === undefined) return { files, changed, unknown, unread: true };
    if (!before) {
      // Not a file Tailwind read: a new one in a folder it reads may add class names
      // (a warm run finds them; a file Tailwind does not read costs a warm run, no more).
      if (/\.(tsx?|jsx?|mts|mjs|html|md)$/.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`))
        unknown = true;
      continue;
    }
    const now = classNamesOf(file);
    if (now.size !== before.size || [...now].some((name) => !before.has(name))) {
      changed = true;
      files.set(file, now);
    }
  }
  return { files, changed, unknown, unread: false };
}

/**
 * Whether a class name with a rule in the stylesheet went away: most words of a file are not
 * class names Tailwind makes a rule for ("rights", "const"), and only a lost one that has a rule
 * makes a warm run come out wrong. Files not read yet count as holding nothing: a class they
 * hold too may be taken for lost, which costs a run from scratch, never a wrong stylesheet.
 */
function losesRule(made: Made, files: Map<string, ClassNames | undefined>): boolean {
  const union = (byFile: Map<string, ClassNames | undefined>) =>
    new Set([...byFile.values()].flatMap((names) => [...(names ?? [])]));
  const now = union(files);
  return [...union(made.files)].some((name) => !now.has(name) && hasClassRule(made.css, name));
}

/** `input` is the entry's text and `extra`, as css() read them (the entry is read once an edit). */
async function run(
  state: StylesState,
  entry: string,
  extra: string,
  lead: string,
  input: string,
): Promise<string> {
  const since = Date.now();
  let result: Awaited<ReturnType<typeof cssWithSources>>;
  try {
    result = await cssWithSources(entry, extra, lead);
  } catch (error) {
    // What Tailwind holds is unknown now: the next call starts from scratch.
    state.failed = true;
    throw error;
  }
  state.failed = false;
  const { css, files } = result;
  const first = !state.made;
  const classNames = new Map<string, ClassNames | undefined>();
  for (const file of files.filter((file) => !file.endsWith(".css")))
    classNames.set(file, state.made?.files.get(file));
  state.made = {
    input,
    css,
    files: classNames,
    cssFiles: new Set(files.filter((file) => file.endsWith(".css"))),
    lead,
  };
  state.lastRun = since;
  if (first) {
    state.startTimer = setTimeout(() => {
      state.startTimer = undefined;
      readUnread(state, state.lastRun);
    }, 3000);
    state.startTimer.unref?.();
  } else if (!state.startTimer) readUnread(state, since);
  return css;
}

/**
 * Reads the class names of the files not read yet. A file changed since Tailwind read it
 * (at `since`) stays unread: what it held then is gone, so an edit to it runs Tailwind
 * from scratch.
 */
function readUnread(state: StylesState, since: number): void {
  for (const [file, names] of state.made?.files ?? []) {
    if (names !== undefined || state.pending.has(file)) continue;
    let mtime = Number.POSITIVE_INFINITY;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      // gone: left unread
    }
    if (mtime <= since) state.made?.files.set(file, state.classNamesOf(file));
  }
}
