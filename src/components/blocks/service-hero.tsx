import { hrefOf } from "../../lib/link-target";
import type { CtaCopy, Hero, ServiceId } from "../../model/copy";
import { useSite } from "../../site-context";
import { Art } from "../art/art";
import type { ArtName } from "../art/catalog";
import { ButtonLink } from "../ui/button";
import { DEFAULT_PRIMARY } from "./cta-banner";
import { longLabel } from "./long-label";
import { PageHero } from "./page-hero";

/** Each service's own scene (src/components/art/), so the five first screens cannot be mistaken. */
export const serviceArt: Record<ServiceId, ArtName> = {
  itad: "itad-hero",
  "data-security": "data-security-hero",
  "reverse-logistics": "reverse-logistics-hero",
  "data-center": "data-center-hero",
  mobility: "mobility-hero",
};

/**
 * A service page's hero, on the brand navy like every other page: the service's icon, its
 * headline and lead, its own scene beside them, and as first action the same button that closes
 * the page (the page's call-to-action banner), so the action is on the first screen too. The
 * sections under it say the rest: the hero repeats none of them.
 */
export function ServiceHero({ id, hero, cta }: { id: ServiceId; hero: Hero; cta?: CtaCopy }) {
  const { services } = useSite().content;
  const primary = cta?.primary ?? DEFAULT_PRIMARY;
  const icon = services.find((service) => service.id === id)?.icon;
  return (
    <PageHero {...hero} icon={icon} visual={<Art name={serviceArt[id]} priority />}>
      <ButtonLink to={hrefOf(primary.to, services)} variant="cta" size="lg" className={longLabel}>
        {primary.label}
      </ButtonLink>
    </PageHero>
  );
}
