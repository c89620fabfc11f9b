/**
 * The one place that decides whether a post is published: a draft never is (in
 * a production build), and a post dated after the build's today waits for that
 * day. The build's today comes from the configuration (SITE_TODAY, else the date
 * in New York: build/1-config/config.ts). `npm run dev` shows every post, each
 * with its status, so its page can say it is a draft or scheduled.
 */
import type { Post, Publication } from "../../src/model/schema";

export function publicationOf(post: { draft?: boolean; date: string }, today: string): Publication {
  if (post.draft) return "draft";
  // Both are YYYY-MM-DD: text order is date order.
  return post.date > today ? "scheduled" : "published";
}

/**
 * Splits posts into those this build renders and those it holds back, keeping their order.
 * `showUnpublished` (`npm run dev`, never a production build) renders them all.
 */
export function splitByPublication(
  posts: Post[],
  showUnpublished = false,
): { posts: Post[]; unpublished: Post[] } {
  if (showUnpublished) return { posts, unpublished: [] };
  return {
    posts: posts.filter((post) => post.publication === "published"),
    unpublished: posts.filter((post) => post.publication !== "published"),
  };
}
