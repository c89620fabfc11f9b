/** Resume checks (SPEC 5.2): required, .pdf/.doc/.docx, at most 5 MB. Pure. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const RESUME_ACCEPT = ".pdf,.doc,.docx";

export type ResumeProblem = "missingResume" | "tooLarge" | "wrongType";

export function resumeProblem(file: { name: string; size: number } | null | undefined): ResumeProblem | null {
  if (!file) return "missingResume";
  if (!/\.(pdf|docx?)$/i.test(file.name)) return "wrongType";
  if (file.size > MAX_RESUME_BYTES) return "tooLarge";
  return null;
}
