/**
 * Copy of the 404 page (SPEC 2.15) and of the blog's not-found states
 * (SPEC 2.8): unknown post, author or category.
 */

import { paths } from "../../src/paths";
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
  primary: { label: "Return Home"; href: typeof paths.home };
  secondary: { label: "Contact Us"; href: typeof paths.contact };
  /** To /services, /schedule-pickup, /about-us, /blog, /sustainability-esg, /careers. */
  popular: SectionIntro & { items: Tuple<LinkItem, 6> };
  blog: {
    post: BlogNotFound & { title: "Post Not Found" };
    author: BlogNotFound & { title: "Author Not Found" };
    category: BlogNotFound & { title: "Category Not Found" };
    button: { label: "Return to Blog"; href: typeof paths.blog };
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
  primary: { label: "Return Home", href: paths.home },
  secondary: { label: "Contact Us", href: paths.contact },
  popular: {
    title: "Popular Pages",
    items: [
      { label: "Our Services", href: paths.services },
      { label: "Schedule a Pickup", href: paths["schedule-pickup"] },
      { label: "About Us", href: paths.about },
      { label: "Blog", href: paths.blog },
      { label: "Sustainability & ESG", href: paths.sustainability },
      { label: "Careers", href: paths.careers },
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
    button: { label: "Return to Blog", href: paths.blog },
  },
};
