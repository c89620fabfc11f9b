/**
 * Copy of the Client login page (/client-login), SPEC 2.13. The form is
 * disabled: no login is possible. The e-mail and phone links below the card
 * take their values from content/site.ts.
 */

import { site } from "../site";
import type { PageMeta } from "./types";

export interface ClientLoginPage {
  meta: PageMeta;
  card: {
    title: "Client Portal Access";
    subtitle: "Secure access to asset tracking and reporting";
    /** Access by invitation only; what authorized clients can view. */
    notice: string;
    emailLabel: "Email";
    passwordLabel: "Password";
    button: "Login (Access Required)";
  };
  help: "Need portal access? Contact your account manager to request credentials.";
  links: {
    schedulePickup: { label: "Schedule a Pickup"; to: { page: "schedule-pickup" } };
    contactManager: { label: "Contact Account Manager"; to: { page: "contact" } };
  };
  /** Accessible names of the e-mail and phone contact links. */
  contactLinks: { emailLabel: string; phoneLabel: string };
}

export const clientLogin: ClientLoginPage = {
  meta: {
    title: "Client Portal Access",
    description:
      "Secure client portal for asset tracking, certificates of destruction and sustainability reports. Access is by invitation only; ask your account manager.",
  },
  card: {
    title: "Client Portal Access",
    subtitle: "Secure access to asset tracking and reporting",
    notice:
      "Portal access is by invitation only. Authorized clients can view asset tracking, certificates of destruction and sustainability reports.",
    emailLabel: "Email",
    passwordLabel: "Password",
    button: "Login (Access Required)",
  },
  help: "Need portal access? Contact your account manager to request credentials.",
  links: {
    schedulePickup: { label: "Schedule a Pickup", to: { page: "schedule-pickup" } },
    contactManager: { label: "Contact Account Manager", to: { page: "contact" } },
  },
  contactLinks: {
    emailLabel: `Email ${site.brand} at ${site.email}`,
    phoneLabel: `Call ${site.brand} at ${site.phone.vanity}`,
  },
};
