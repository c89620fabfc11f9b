import { describe, expect, it } from "vitest";
import { breadcrumbs, segmentLabel } from "../../src/lib/breadcrumbs";

describe("segmentLabel", () => {
  it.each([
    ["it-asset-disposition-itad", "IT Asset Disposition (ITAD)"],
    ["data-security-erasure", "Data Security & Erasure"],
    ["reverse-logistics", "Reverse Logistics"],
    ["data-center-services", "Data Center Services"],
    ["mobility-management", "Mobility Management"],
    ["sustainability-esg", "Sustainability & ESG"],
    ["about-us", "About Us"],
    ["schedule-pickup", "Schedule Pickup"],
    ["client-login", "Client Login"],
    ["privacy-policy", "Privacy Policy"],
    ["terms", "Terms of Service"],
    ["services", "Services"],
    ["blog", "Blog"],
    ["how-to-choose-an-itad-partner", "How To Choose An ITAD Partner"],
    ["data-center", "Data Center"],
  ])("labels %s as %s", (segment, label) => {
    expect(segmentLabel(segment)).toBe(label);
  });
});

describe("breadcrumbs", () => {
  it("has no items on Home", () => {
    expect(breadcrumbs("/")).toEqual([]);
  });

  it("links every item but the last, which is the current page", () => {
    expect(breadcrumbs("/services/data-security-erasure")).toEqual([
      { label: "Services", href: "/services" },
      { label: "Data Security & Erasure" },
    ]);
  });

  it("does not link segments that are not pages", () => {
    const isPage = (path: string) => ["/blog"].includes(path);
    expect(breadcrumbs("/blog/author/ada-byron", { isPage })).toEqual([
      { label: "Blog", href: "/blog" },
      { label: "Author" },
      { label: "Ada Byron" },
    ]);
  });

  it("uses the page's own label for the last item when given", () => {
    expect(breadcrumbs("/blog/x", { currentLabel: "A Title" }).at(-1)).toEqual({ label: "A Title" });
  });
});
