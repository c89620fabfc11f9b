/**
 * Copy of the 404 page (SPEC 2.15) and of the blog's not-found states
 * (SPEC 2.8): unknown post, author or category.
 */

import type { LinkItem, PageMeta, SectionIntro, Tuple } from "./types";

/** A blog not-found state: heading, explanation, button to /blog. */
export interface BlogNotFound {
  title: string;
  text: string;
}

export interface NotFoundPage {
  meta: PageMeta;
  code: "404";
  title: "Page Not Found";
  text: "The page you're looking for doesn't exist or has been moved.";
  primary: { label: "Return Home"; to: { page: "home" } };
  secondary: { label: "Contact Us"; to: { page: "contact" } };
  /** To /services, /schedule-pickup, /about-us, /blog, /sustainability-esg, /careers. */
  popular: SectionIntro & { items: Tuple<LinkItem, 6> };
  blog: {
    post: BlogNotFound & { title: "Post Not Found" };
    author: BlogNotFound & { title: "Author Not Found" };
    category: BlogNotFound & { title: "Category Not Found" };
    button: { label: "Return to Blog"; to: { page: "blog" } };
  };
}

export const notFound: NotFoundPage = {
  meta: {
    title: "Page Not Found",
    description:
      "The page you're looking for doesn't exist or has been moved. Find our ITAD, data destruction and sustainability services, or contact our team for help.",
  },
  code: "404",
  title: "Page Not Found",
  text: "The page you're looking for doesn't exist or has been moved.",
  primary: { label: "Return Home", to: { page: "home" } },
  secondary: { label: "Contact Us", to: { page: "contact" } },
  popular: {
    title: "Popular Pages",
    items: [
      { label: "Our Services", to: { page: "services" } },
      { label: "Schedule a Pickup", to: { page: "schedule-pickup" } },
      { label: "About Us", to: { page: "about" } },
      { label: "Blog", to: { page: "blog" } },
      { label: "Sustainability & ESG", to: { page: "sustainability" } },
      { label: "Careers", to: { page: "careers" } },
    ],
  },
  blog: {
    post: {
      title: "Post Not Found",
      text: "This article doesn't exist or may have been moved; browse the blog for our latest insights.",
    },
    author: {
      title: "Author Not Found",
      text: "We couldn't find an author by that name; browse the blog to see articles from our whole team.",
    },
    category: {
      title: "Category Not Found",
      text: "That category doesn't exist; browse the blog to see articles on security, sustainability, data centers, mobility and compliance.",
    },
    button: { label: "Return to Blog", to: { page: "blog" } },
  },
};
