/** Page id -> page definition. The route list says which pages exist; this says what each renders. */
import type { PageId } from "../route";
import { aboutPage } from "./about";
import { blogAuthorPage } from "./blog/blog-author";
import { blogCategoryPage } from "./blog/blog-category";
import { blogIndexPage } from "./blog/blog-index";
import { blogPostPage } from "./blog/blog-post";
import { careersPage } from "./careers";
import { clientLoginPage } from "./client-login";
import { contactPage } from "./contact";
import { homePage } from "./home";
import { privacyPage, termsPage } from "./legal";
import { notFoundPage } from "./not-found";
import { schedulePickupPage } from "./schedule-pickup";
import { servicesOverviewPage } from "./services";
import { servicePage } from "./services/index";
import { sustainabilityPage } from "./sustainability";
import type { PageDef } from "./types";

export const pages: Record<PageId, PageDef> = {
  home: homePage,
  about: aboutPage,
  services: servicesOverviewPage,
  service: servicePage,
  blog: blogIndexPage,
  "blog-post": blogPostPage,
  "blog-author": blogAuthorPage,
  "blog-category": blogCategoryPage,
  contact: contactPage,
  "schedule-pickup": schedulePickupPage,
  sustainability: sustainabilityPage,
  careers: careersPage,
  "client-login": clientLoginPage,
  privacy: privacyPage,
  terms: termsPage,
  "not-found": notFoundPage,
};
