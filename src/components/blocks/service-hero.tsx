import type { ReactNode } from "react";
import { serviceFor } from "../../../content/pages/shared";
import type { CtaCopy, Hero } from "../../../content/pages/types";
import type { Service } from "../../../content/services";
import { ButtonLink } from "../ui/button";
import { DEFAULT_PRIMARY } from "./cta-banner";
import { longLabel } from "./long-label";
import { type HeroTone, PageHero } from "./page-hero";

/** Each service's hero colour: the hue of its card icon (content/services.ts). */
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
  visual,
}: {
  id: Service["id"];
  hero: Hero;
  cta?: CtaCopy;
  facts: ReactNode;
  visual?: ReactNode;
}) {
  const primary = cta?.primary ?? DEFAULT_PRIMARY;
  return (
    <PageHero {...hero} tone={serviceTones[id]} icon={serviceFor(id).icon} aside={facts} visual={visual}>
      <ButtonLink to={primary.href} variant="cta" size="lg" className={longLabel}>
        {primary.label}
      </ButtonLink>
    </PageHero>
  );
}
