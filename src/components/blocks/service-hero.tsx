import type { ReactNode } from "react";
import { serviceFor } from "../../../content/pages/shared";
import type { CtaCopy, Hero } from "../../../content/pages/types";
import type { Service } from "../../../content/services";
import { Art } from "../art/art";
import type { ArtName } from "../art/catalog";
import { ButtonLink } from "../ui/button";
import { DEFAULT_PRIMARY } from "./cta-banner";
import { longLabel } from "./long-label";
import { type HeroTone, PageHero } from "./page-hero";

/** Each service's hero colour: the hue of its card icon (content/services.ts). */
/** Each service's own scene (src/components/art/), so the five first screens cannot be mistaken. */
const serviceArt: Record<Service["id"], ArtName> = {
  itad: "itad-hero",
  "data-security": "data-security-hero",
  "reverse-logistics": "reverse-logistics-hero",
  "data-center": "data-center-hero",
  mobility: "mobility-hero",
};

const serviceTones: Record<Service["id"], HeroTone> = {
  itad: "blue",
  "data-security": "emerald",
  "reverse-logistics": "amber",
  "data-center": "violet",
  mobility: "sky",
};

/**
 * A service page's hero: its colour and icon, its key facts, and as first action the same
 * button that closes the page (the page's call-to-action banner), so the action is on the
 * first screen too.
 */
export function ServiceHero({
  id,
  hero,
  cta,
  facts,
}: {
  id: Service["id"];
  hero: Hero;
  cta?: CtaCopy;
  facts: ReactNode;
}) {
  const primary = cta?.primary ?? DEFAULT_PRIMARY;
  return (
    <PageHero
      {...hero}
      tone={serviceTones[id]}
      icon={serviceFor(id).icon}
      aside={facts}
      visual={<Art name={serviceArt[id]} priority />}
    >
      <ButtonLink to={primary.href} variant="cta" size="lg" className={longLabel}>
        {primary.label}
      </ButtonLink>
    </PageHero>
  );
}
