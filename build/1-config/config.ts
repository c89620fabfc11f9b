/**
 * Build configuration, read from the environment in this one place.
 * A .env file at the project root is loaded first when present; variables
 * already set in the environment win over it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { site } from "../../content/site";
import { PATH_SEGMENT } from "../../src/lib/url";
import { isoDate } from "../../src/model/schema";
import {
  BasePathInvalid,
  SiteBuildError,
  SiteTodayInvalid,
  SiteUrlHasPath,
  SiteUrlInvalid,
  SiteUrlNotHttp,
  SiteUrlNotOrigin,
} from "../errors";

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

export interface BuildConfig {
  /** Canonical origin, no trailing slash: https://www.example.com */
  siteUrl: string;
  /** Path prefix, always with leading and trailing slash: "/" or "/repo/". */
  basePath: string;
  emailjs: EmailJsConfig;
  /** Names of the EmailJS variables that are missing (empty when the forms can send). */
  missingEmailJs: string[];
  /**
   * The build's "today", YYYY-MM-DD: a post dated after it is not published yet
   * (build/2-content/publication.ts). SITE_TODAY sets it; by default it is the date
   * at the company's office (SITE_TIME_ZONE) when the build starts.
   */
  today: string;
}

/** The time zone whose calendar decides "today" for scheduled posts: the office in Woburn, MA. */
export const SITE_TIME_ZONE = "America/New_York";

/** The calendar date (YYYY-MM-DD) in `timeZone` at the instant `now`. */
export function dateIn(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** SITE_TODAY when set (it must be a real YYYY-MM-DD date), else today at the office. */
export function normalizeToday(value: string | undefined, now = new Date()): string {
  const trimmed = (value ?? "").trim();
  if (!trimmed) return dateIn(SITE_TIME_ZONE, now);
  if (!isoDate.safeParse(trimmed).success) throw new SiteBuildError(SiteTodayInvalid, { value: trimmed });
  return trimmed;
}

/**
 * BASE_PATH as "/" or "/a/b/": slashes around it are optional, and every folder name between them
 * must be one a URL keeps as it is (letters, digits, - _ ~ and dots, not "." or ".."), so that
 * no page address, canonical or redirect can climb out of it or be read as another address.
 */
export function normalizeBasePath(value: string | undefined): string {
  const trimmed = (value ?? "").trim();
  if (!trimmed || trimmed === "/") return "/";
  const reason = basePathProblem(trimmed);
  if (reason) throw new SiteBuildError(BasePathInvalid, { value: trimmed, reason });
  return `/${trimmed.replace(/^\/+|\/+$/g, "")}/`;
}

/** Why BASE_PATH cannot be the site's path prefix, or undefined when it can. */
function basePathProblem(value: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value))
    return "it is a URL; put the origin in SITE_URL and only the path in BASE_PATH";
  if (/[?#]/.test(value)) return "a path holds no query (?...) or fragment (#...)";
  if (value.includes("\\")) return "write / between folder names, not \\";
  for (const segment of value.replace(/^\/+|\/+$/g, "").split("/")) {
    if (segment === "") return "it has an empty folder name (//) inside it";
    if (segment === "." || segment === "..") return `"${segment}" is not a folder name`;
    if (!PATH_SEGMENT.test(segment))
      return `the folder name "${segment}" may hold only letters, digits, - _ ~ and dots (no spaces, no %-encoded characters)`;
  }
  return undefined;
}

/** SITE_URL as an origin ("https://www.example.com"): http or https, a host, nothing else. */
export function normalizeSiteUrl(value: string | undefined): string {
  const url = (value ?? "").trim() || site.origin;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SiteBuildError(SiteUrlInvalid, { value: url, example: site.origin });
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    throw new SiteBuildError(SiteUrlNotHttp, { value: url, example: site.origin });
  const extra =
    parsed.username || parsed.password
      ? "a user name or password (user@)"
      : parsed.search || url.includes("?")
        ? "a query (?...)"
        : parsed.hash || url.includes("#")
          ? "a fragment (#...)"
          : undefined;
  if (extra) throw new SiteBuildError(SiteUrlNotOrigin, { value: url, part: extra });
  if (parsed.pathname !== "/") throw new SiteBuildError(SiteUrlHasPath, { value: url });
  return parsed.origin;
}

const EMAILJS_VARS = {
  publicKey: "EMAILJS_PUBLIC_KEY",
  serviceId: "EMAILJS_SERVICE_ID",
  templateId: "EMAILJS_TEMPLATE_ID",
} as const;

/** Builds the configuration from an environment (process.env merged over .env by default). */
export function configFrom(env: Record<string, string | undefined>): BuildConfig {
  const emailjs = {
    publicKey: env[EMAILJS_VARS.publicKey]?.trim() ?? "",
    serviceId: env[EMAILJS_VARS.serviceId]?.trim() ?? "",
    templateId: env[EMAILJS_VARS.templateId]?.trim() ?? "",
  };
  const missingEmailJs = (Object.keys(EMAILJS_VARS) as (keyof typeof EMAILJS_VARS)[])
    .filter((key) => !emailjs[key])
    .map((key) => EMAILJS_VARS[key]);
  return {
    siteUrl: normalizeSiteUrl(env.SITE_URL),
    basePath: normalizeBasePath(env.BASE_PATH),
    emailjs,
    missingEmailJs,
    today: normalizeToday(env.SITE_TODAY),
  };
}

/** The configuration of `env` (process.env by default) over the root's .env file, read with Node's own parser. */
export function loadConfig(root = process.cwd(), env = process.env): BuildConfig {
  const file = path.join(root, ".env");
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
  return configFrom({ ...fromFile, ...env });
}
