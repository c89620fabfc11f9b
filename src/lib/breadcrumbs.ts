/**
 * Breadcrumb items (SPEC 2.2): one per path segment after Home, labels
 * title-cased from the hyphenated words unless a special label applies.
 */

/** Whole-segment labels of SPEC 2.2. */
export const segmentLabels: Record<string, string> = {
  "it-asset-disposition-itad": "IT Asset Disposition (ITAD)",
  "data-security-erasure": "Data Security & Erasure",
  "reverse-logistics": "Reverse Logistics",
  "data-center-services": "Data Center Services",
  "mobility-management": "Mobility Management",
  "sustainability-esg": "Sustainability & ESG",
  "about-us": "About Us",
  "schedule-pickup": "Schedule Pickup",
  "client-login": "Client Login",
  "privacy-policy": "Privacy Policy",
  terms: "Terms of Service",
};

/** Word labels that are not simply capitalised. */
const wordLabels: Record<string, string> = { itad: "ITAD" };

export function segmentLabel(segment: string): string {
  const special = segmentLabels[segment];
  if (special) return special;
  return segment
    .split("-")
    .filter(Boolean)
    .map((word) => wordLabels[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export interface Crumb {
  label: string;
  /** Site path; absent on the current page and on segments that are not pages. */
  href?: string;
}

export interface CrumbOptions {
  /** Whether a site path is a page; segments that are not get no link. */
  isPage?: (path: string) => boolean;
  /** Label of the last item, when the page knows better (an article's title). */
  currentLabel?: string;
}

/** The items after the Home icon link; the last is the current page and is never a link. */
export function breadcrumbs(path: string, options: CrumbOptions = {}): Crumb[] {
  const segments = path.split("/").filter(Boolean);
  return segments.map((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join("/")}`;
    const last = index === segments.length - 1;
    const label = last && options.currentLabel ? options.currentLabel : segmentLabel(segment);
    if (last || (options.isPage && !options.isPage(href))) return { label };
    return { label, href };
  });
}
