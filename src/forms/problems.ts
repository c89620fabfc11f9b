/**
 * What a submit found wrong, the one way all three forms say it (SPEC 5, after
 * the GOV.UK error summary): every invalid field with its own message, in the
 * order SPEC 5 checks them, so the first is the notice's first message and its
 * title the notice's title ('Validation Error', 'Missing Information',
 * 'Missing Resume'). The summary lists them all as links to their fields, each
 * field shows its own beside it, and focus goes to the first field (SPEC 5). Pure.
 */
import type { Notice } from "./notices";
import type { Validation } from "./schemas";

export interface Problem {
  field: string;
  /** SPEC's message for this field, shown beside it and in the summary. */
  message: string;
  /** The title the summary takes when this problem is the first. */
  title: string;
}

/** The problems of a form, first (SPEC order) first; empty when it may be sent. */
export type Problems = readonly Problem[];

/** A field's problem told by a titled notice of SPEC 8 ('Missing Information', 'Missing Resume'). */
export function problemOf(field: string, notice: Notice): Problem {
  return { field, message: notice.description, title: notice.title ?? "" };
}

/** A failed schema check's fields as problems, in schema order, each under `title`. */
export function schemaProblems(result: Validation<unknown>, title: string): Problem[] {
  return result.ok ? [] : result.invalid.map(({ field, message }) => ({ field, message, title }));
}

/** Each field's message, as the fields read them. */
export function messagesOf(problems: Problems): Partial<Record<string, string>> {
  return Object.fromEntries(problems.map(({ field, message }) => [field, message]));
}

/**
 * After the visitor changed something: the marks of fields that still fail stay,
 * with their current message, in their order; a field that was fixed loses its mark,
 * and a field not marked at the last submit is not marked before the next one.
 */
export function stillFailing(shown: Problems, current: Problems): Problems {
  const marked = new Set(shown.map((problem) => problem.field));
  const kept = current.filter((problem) => marked.has(problem.field));
  return kept.length === shown.length && kept.every((p, i) => sameProblem(p, shown[i])) ? shown : kept;
}

const sameProblem = (a: Problem, b: Problem | undefined) =>
  b !== undefined && a.field === b.field && a.message === b.message && a.title === b.title;
