/**
 * Server side of the islands: renders the component into a wrapper that
 * carries its name, hydration strategy and props (escaped JSON in an
 * attribute), which src/islands/client.ts picks up in the browser.
 */
import type { ComponentProps, ComponentType } from "react";
import BlogFilter from "../components/blog-filter";
import FaqAccordion from "../components/faq-accordion";
import MapEmbed from "../components/map-embed";
import MobileMenu from "../components/mobile-menu";
import NotFoundContent from "../components/not-found-content";
import CareerForm from "../forms/career-form";
import ContactForm from "../forms/contact-form";
import PickupForm from "../forms/pickup-form";
import type { IslandName } from "./registry";
import type { Strategy } from "./strategies";

const components = {
  "mobile-menu": MobileMenu,
  "faq-accordion": FaqAccordion,
  "blog-filter": BlogFilter,
  "map-embed": MapEmbed,
  "not-found": NotFoundContent,
  "contact-form": ContactForm,
  "career-form": CareerForm,
  "pickup-form": PickupForm,
} satisfies Record<IslandName, unknown>;

type Components = typeof components;

/**
 * Keys an island handles that the page does nothing with before it is live:
 * pressed early, they are held and replayed (see capture.ts).
 */
const replayKeys: Partial<Record<IslandName, string[]>> = {
  "faq-accordion": ["ArrowDown", "ArrowUp", "Home", "End"],
};

export function Island<N extends IslandName>({
  name,
  props,
  when = "idle",
}: {
  name: N;
  props: ComponentProps<Components[N]>;
  when?: Strategy;
}) {
  // The name picks the component and its props type together; the cast only erases the union.
  const Component = components[name] as unknown as ComponentType<object>;
  return (
    <div
      data-island={name}
      data-when={when}
      data-keys={replayKeys[name]?.join(" ")}
      data-props={JSON.stringify(props)}
      className="contents"
    >
      <Component {...(props as object)} />
    </div>
  );
}
