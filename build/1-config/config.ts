/**
 * Build configuration, read from the environment in this one place.
 * A .env file at the project root is loaded first when present; variables
 * already set in the environment win over it.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import { PATH_SEGMENT } from "../../src/lib/url";
import { isoDate } from "../../src/model/schema";
import { loadSiteData } from "../2-content/copy";
import {
  BasePathInvalid,
  CmsRepoInvalid,
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
  /** Whether SITE_TODAY set `today` (a preview of another day: build/7-output/build-record.ts). */
  todayFromEnv: boolean;
  /**
   * The GitHub repository the browser editor (/admin/) commits to: CMS_REPO, else GitHub
   * Actions' GITHUB_REPOSITORY; undefined when neither is set, and then the editor opens only
   * a folder on the editor's computer (`npm run dev`).
   */
  cms: { repo: string; branch: string; authUrl?: string } | undefined;
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

/**
 * SITE_URL as an origin ("https://www.example.com"): http or https, a host, nothing else. Without
 * it, the site's own address (`origin`: content/site.yaml's), read only then.
 */
export function normalizeSiteUrl(value: string | undefined, origin: () => string): string {
  const url = (value ?? "").trim() || origin();
  // The example in a message: the site's own address, when site.yaml can tell it.
  const example = () => {
    try {
      return origin();
    } catch {
      return "https://www.example.com";
    }
  };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SiteBuildError(SiteUrlInvalid, { value: url, example: example() });
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    throw new SiteBuildError(SiteUrlNotHttp, { value: url, example: example() });
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

/** The project's own content folder: the site's address comes from its site.yaml unless told another. */
const PROJECT_CONTENT = fileURLToPath(new URL("../../content/", import.meta.url));

/**
 * Builds the configuration from an environment (process.env merged over .env by default);
 * without SITE_URL, the site's address is `contentDir`'s site.yaml's.
 */
export function configFrom(
  env: Record<string, string | undefined>,
  contentDir = PROJECT_CONTENT,
): BuildConfig {
  const emailjs = {
    publicKey: env[EMAILJS_VARS.publicKey]?.trim() ?? "",
    serviceId: env[EMAILJS_VARS.serviceId]?.trim() ?? "",
    templateId: env[EMAILJS_VARS.templateId]?.trim() ?? "",
  };
  const missingEmailJs = (Object.keys(EMAILJS_VARS) as (keyof typeof EMAILJS_VARS)[])
    .filter((key) => !emailjs[key])
    .map((key) => EMAILJS_VARS[key]);
  return {
    siteUrl: normalizeSiteUrl(
      env.SITE_URL,
      () => loadSiteData({ root: path.resolve(contentDir, ".."), contentDir }).origin,
    ),
    basePath: normalizeBasePath(env.BASE_PATH),
    emailjs,
    missingEmailJs,
    today: normalizeToday(env.SITE_TODAY),
    todayFromEnv: Boolean(env.SITE_TODAY?.trim()),
    cms: cmsRepository(env, path.resolve(contentDir, "..")),
  };
}

/** A GitHub repository's owner/name. */
const GITHUB_REPO = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;

/** owner/name of a GitHub remote's URL (https://github.com/o/n.git, git@github.com:o/n.git), or "". */
export function githubRepoOf(url: string): string {
  return (
    /^(?:https:\/\/|ssh:\/\/git@|git@)github\.com[:/]([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(url.trim())?.[1] ??
    ""
  );
}

/** The checkout's remote "origin" when it is on GitHub: where a developer's own build commits. */
function originRepo(root: string): string {
  try {
    return githubRepoOf(
      execFileSync("git", ["config", "--get", "remote.origin.url"], {
        cwd: root,
        encoding: "utf8",
        stdio: "pipe",
      }),
    );
  } catch {
    return "";
  }
}

/**
 * The repository and branch the browser editor commits to: CMS_REPO (and CMS_BRANCH), else
 * GitHub Actions' own repository, else the checkout's GitHub remote; and CMS_AUTH_URL, the
 * origin of the OAuth client that signs editors in with GitHub (without it, a token signs in).
 */
export function cmsRepository(env: Record<string, string | undefined>, root?: string): BuildConfig["cms"] {
  const repo = env.CMS_REPO?.trim() || env.GITHUB_REPOSITORY?.trim() || (root ? originRepo(root) : "");
  if (!repo) return undefined;
  if (!GITHUB_REPO.test(repo)) throw new SiteBuildError(CmsRepoInvalid, { value: repo });
  const authUrl = env.CMS_AUTH_URL?.trim().replace(/\/+$/, "");
  if (authUrl && !/^https:\/\/[^/?#\s]+$/.test(authUrl))
    throw new SiteBuildError(CmsRepoInvalid, { value: `CMS_AUTH_URL=${authUrl}` });
  return { repo, branch: env.CMS_BRANCH?.trim() || "main", ...(authUrl ? { authUrl } : {}) };
}

/**
 * What a build with SITE_TODAY says before anything else: the day it builds as of, which
 * decides the scheduled posts it publishes, and, when that is not today in New York, that it
 * is a preview the S3 deploy refuses. Undefined without SITE_TODAY.
 */
export function todayNotice(
  config: Pick<BuildConfig, "today" | "todayFromEnv">,
  now = new Date(),
): string | undefined {
  if (!config.todayFromEnv) return undefined;
  const real = dateIn(SITE_TIME_ZONE, now);
  if (config.today === real)
    return `Building the site as of ${config.today} (SITE_TODAY, today in New York): posts dated up to ${config.today} are published.`;
  return `Building the site as of ${config.today} (SITE_TODAY), not today (${real} in New York): posts dated up to ${config.today} are published, and npm run deploy:s3 will refuse to upload this build.`;
}

/**
 * The configuration of `env` (process.env by default) over the root's .env file, read with Node's
 * own parser; the site's address, unless SITE_URL is set, from `contentDir`'s site.yaml.
 */
export function loadConfig(
  root = process.cwd(),
  env = process.env,
  contentDir = path.join(root, "content"),
): BuildConfig {
  const file = path.join(root, ".env");
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
  return configFrom({ ...fromFile, ...env }, contentDir);
}
