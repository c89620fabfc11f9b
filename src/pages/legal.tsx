/** Privacy policy and Terms of service (SPEC 2.14): markdown from content/legal/, last updated date. */
import { PageHero } from "../components/blocks/page-hero";
import { ProseHtml } from "../components/ui/prose-html";
import type { LegalDoc } from "../content/schema";
import { paths } from "../paths";
import { useSite } from "../site-context";
import { definePage } from "./page";

function LegalPage({ doc }: { doc: LegalDoc }) {
  return (
    <>
      <PageHero title={doc.title} lead={`Last updated ${doc.updatedText}`} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <ProseHtml className="prose-content max-w-3xl" html={doc.html} />
      </div>
    </>
  );
}

export const privacyPage = definePage({
  id: "privacy",
  path: paths.privacy,
  head: (_route, content) => ({
    title: content.legal.privacy.title,
    description: content.legal.privacy.description,
  }),
  Page: () => <LegalPage doc={useSite().content.legal.privacy} />,
  source: (_route, content) => content.legal.privacy.file,
});

export const termsPage = definePage({
  id: "terms",
  path: paths.terms,
  crumb: "Terms of Service",
  head: (_route, content) => ({
    title: content.legal.terms.title,
    description: content.legal.terms.description,
  }),
  Page: () => <LegalPage doc={useSite().content.legal.terms} />,
  source: (_route, content) => content.legal.terms.file,
});
