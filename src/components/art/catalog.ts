/**
 * Every illustration of the site: its file under public/, intrinsic size and alt text.
 * The drawings are build/tools/art/scenes.ts (one per name, checked by the compiler);
 * `npm run images` writes them to public/images/art/<name>.svg. Place one with
 * <Art name="..." /> (./art.tsx).
 *
 * alt: "" for decoration beside text that already says it (heroes, diagrams of steps the
 * page lists); a description for images that carry information of their own (the samples).
 */

export interface ArtEntry {
  /** Site path of the file. */
  file: string;
  /** Intrinsic size (the SVG's width and height; its viewBox has the same ratio). */
  width: number;
  height: number;
  alt: string;
  /** Where it is meant to go (for whoever places it; not rendered). */
  use: string;
}

const file = (name: string) => `/images/art/${name}.svg`;

/** A hero visual: 560x420, decorative (the hero's headline and lead say it). */
const hero = (name: string, use: string): ArtEntry => ({
  file: file(name),
  width: 560,
  height: 420,
  alt: "",
  use,
});

/** A blog category's mark: 160x160, decorative (its list page's title names the category). */
const categoryMark = <const N extends string>(name: N, category: string) =>
  ({
    [name]: {
      file: file(name),
      width: 160,
      height: 160,
      alt: "",
      use: `/blog/category/* header of ${category}: the motif its covers lead with, on its tints`,
    },
  }) as Record<N, ArtEntry>;

export const art = {
  "home-hero": hero(
    "home-hero",
    "/ hero: the whole ITAD flow, pickup, transport, erasure, certificate, reuse",
  ),
  "itad-hero": hero(
    "itad-hero",
    "/services/it-asset-disposition-itad hero: chain of custody, tagged assets and the custody log",
  ),
  "data-security-hero": hero(
    "data-security-hero",
    "/services/data-security-erasure hero: media sanitization, erasure station, shredder, verification",
  ),
  "reverse-logistics-hero": hero(
    "reverse-logistics-hero",
    "/services/reverse-logistics hero: sealed, GPS-tracked truck on its route, tamper-evident totes",
  ),
  "data-center-hero": hero(
    "data-center-hero",
    "/services/data-center-services hero: racks de-installed, servers tagged and palletised",
  ),
  "mobility-hero": hero(
    "mobility-hero",
    "/services/mobility-management hero: device lifecycle loop kit, deploy, repair, retire",
  ),
  "about-hero": hero("about-hero", "/about-us hero: the processing facility and its certifications"),
  "services-hero": hero("services-hero", "/services hero: the five services around one secure core"),
  "sustainability-hero": hero(
    "sustainability-hero",
    "/sustainability-esg hero: devices kept in the loop around a green globe",
  ),
  "contact-hero": hero("contact-hero", "/contact hero: office on the map, e-mail and phone"),
  "careers-hero": hero("careers-hero", "/careers hero: badge, training record, growth"),
  "pickup-hero": hero("pickup-hero", "/schedule-pickup hero: date picked, equipment boxed, truck on its way"),
  "client-login-hero": hero(
    "client-login-hero",
    "/client-login hero: the portal dashboard, assets, certificates, status",
  ),
  ...categoryMark("category-security", "Security"),
  ...categoryMark("category-sustainability", "Sustainability"),
  ...categoryMark("category-data-center", "Data Center"),
  ...categoryMark("category-mobility", "Mobility"),
  ...categoryMark("category-compliance", "Compliance"),
  "circular-economy": {
    file: file("circular-economy"),
    width: 480,
    height: 450,
    alt: "",
    use: "/sustainability-esg circular economy approach: 1 reuse and remarketing, 2 material recovery, 3 responsible disposal, in a loop",
  },
  "sample-certificate": {
    file: file("sample-certificate"),
    width: 480,
    height: 628,
    alt: "Sample certificate of data destruction from BuyITAD for Sample Client Inc.: certificate number, service date, and a table of the items with asset tag, serial number, media type, NIST 800-88 method (Purge or Destroy) and verified result, signed by the data security officer.",
    use: "/services/it-asset-disposition-itad reporting and /services/data-security-erasure verification and certificate details",
  },
  "sample-asset-report": {
    file: file("sample-asset-report"),
    width: 480,
    height: 618,
    alt: "Sample asset disposition report from BuyITAD for Sample Client Inc.: devices processed, reuse rate and value recovered, then a table of devices with the disposition of each (remarketed, redeployed or recycled) and the value recovered.",
    use: "/services/it-asset-disposition-itad reporting, /sustainability-esg ESG reporting",
  },
} as const satisfies Record<string, ArtEntry>;

export type ArtName = keyof typeof art;

/** Every entry, for tests and tools. */
export const artEntries = Object.entries(art) as [ArtName, ArtEntry][];
