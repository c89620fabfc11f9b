/**
 * Collects content problems so that one build reports all of them at once,
 * each naming the file and the field, before it stops.
 */
import type * as z from "zod";

export interface Problem {
  file: string;
  field?: string;
  message: string;
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `Content has ${problems.length} problem${problems.length === 1 ? "" : "s"}; fix ${
        problems.length === 1 ? "it" : "them"
      } and build again:\n${problems.map(formatProblem).join("\n")}`,
    );
    this.name = "ContentError";
  }
}

export function formatProblem(problem: Problem): string {
  return `  ${problem.file}${problem.field ? `: field "${problem.field}"` : ""}: ${problem.message}`;
}

/** Turns a zod error into one problem per issue, each naming the field. */
export function zodProblems(file: string, error: z.ZodError): Problem[] {
  return error.issues.map((issue) => {
    const field = issue.path.join(".") || undefined;
    let message = issue.message;
    if (issue.code === "invalid_type" && issue.input === undefined) message = "is required but missing";
    if (issue.code === "unrecognized_keys") {
      return {
        file,
        message: `unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(", ")}: remove them or fix the spelling`,
      };
    }
    return { file, field, message };
  });
}
