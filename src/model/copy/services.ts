/**
 * content/services.yaml: the five services (SPEC 3), in the order every card, list and
 * footer shows them. Each service has its own page module under src/pages/services/, keyed
 * by its id, so the ids are the code's: the file may reword a service, not add or drop one.
 */
import * as z from "zod";
import { exactly, keyOf, text } from "./fields";

/** The services by id (SPEC 3); src/pages/services/service-page.tsx has a page for each. */
export const serviceIds = ["itad", "data-security", "reverse-logistics", "data-center", "mobility"] as const;
export type ServiceId = (typeof serviceIds)[number];

/** The icons a service card may show (SPEC 3). */
export const serviceIcons = ["Server", "Shield", "Truck", "Database", "Smartphone"] as const;

export const serviceSchema = z.strictObject({
  id: keyOf(
    serviceIds,
    "a service of the site",
    `The five services are ${serviceIds.join(", ")}; a new one needs its page from a developer first`,
  ).describe(
    "Which of the five services this is. Each has its own page, so a new service needs a developer first.",
  ),
  title: text.describe(
    "The service's name: on its card, in the footer, in its page's breadcrumb, and wherever a text writes {{service:}} with its id (e.g. {{service:itad}}).",
  ),
  slug: z
    .string()
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      "must be lowercase words joined by hyphens (it is the page's address)",
    )
    .describe(
      "The service page's address: /services/ and the slug, in lowercase words joined by hyphens. A changed slug needs a redirect from the old address.",
    ),
  shortDescription: text.describe(
    "The paragraph on the service's card, also given to search engines as the service's description.",
  ),
  icon: keyOf(serviceIcons, "a service icon", `Use one of ${serviceIcons.join(", ")} (SPEC 3)`).describe(
    "The icon on the service's card and at the top of its page.",
  ),
});

export const servicesSchema = exactly(
  serviceSchema,
  serviceIds.length,
  "services",
  `the site has a page for each of ${serviceIds.join(", ")}`,
).superRefine((services, ctx) => {
  // Each service once: a page, a card and a footer link per id, and one address per slug.
  for (const key of ["id", "slug"] as const) {
    const seen = new Set<string>();
    for (const [index, service] of services.entries()) {
      if (seen.has(service[key]))
        ctx.addIssue({
          code: "custom",
          path: [index, key],
          message: `"${service[key]}" is already the ${key} of another service above: each service is listed once, with its own ${key}`,
        });
      seen.add(service[key]);
    }
  }
});

export type Service = z.output<typeof serviceSchema>;
