import { createHash } from "node:crypto";

/** Short content hash for cache-busting file names. */
export function contentHash(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("base64url").slice(0, 10).replace(/[-_]/g, "x");
}
