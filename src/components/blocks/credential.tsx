/**
 * A certification or a standard as a buyer checks it (src/model/copy/fields.ts, credential):
 * its mark (the initials of the body behind it, on a seal: solid for a certification, in
 * outline for a standard nobody certifies), its name, who certifies or publishes it, and what it
 * covers; `children` adds what follows (a list of requirements). Drawn, not a logo: the words
 * say everything the seal does, so it is hidden from screen readers.
 */
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import type { Credential } from "../../model/copy";
import { Unbroken } from "../ui/unbroken";

const tones = {
  brand: {
    certification: "bg-brand-800 text-white ring-4 ring-brand-100",
    standard: "bg-white text-brand-800 ring-2 ring-brand-700 ring-offset-2",
  },
  green: {
    certification: "bg-emerald-800 text-white ring-4 ring-emerald-100",
    standard: "bg-white text-emerald-800 ring-2 ring-emerald-700 ring-offset-2",
  },
} as const;

export function CredentialSeal({
  credential,
  tone = "brand",
}: {
  credential: Pick<Credential, "mark" | "kind">;
  tone?: keyof typeof tones;
}) {
  return (
    <span
      aria-hidden="true"
      data-credential-mark={credential.kind}
      className={cn(
        "inline-flex size-16 shrink-0 items-center justify-center rounded-full text-sm font-bold tracking-wide",
        tones[tone][credential.kind],
      )}
    >
      {credential.mark}
    </span>
  );
}

export function CredentialCard({
  credential,
  tone = "brand",
  children,
}: {
  credential: Credential;
  tone?: keyof typeof tones;
  children?: ReactNode;
}) {
  return (
    <div className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <CredentialSeal credential={credential} tone={tone} />
        <h3 className="text-lg font-semibold text-slate-900">
          <Unbroken>{credential.title}</Unbroken>
        </h3>
      </div>
      <p data-credential-issuer="" className="mt-4 text-sm font-medium leading-6 text-slate-700">
        <Unbroken>{credential.issuer}</Unbroken>
      </p>
      <p className="mt-2 text-sm leading-6 text-slate-600">
        <Unbroken>{credential.covers}</Unbroken>
      </p>
      {children}
    </div>
  );
}
