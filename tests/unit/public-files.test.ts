/**
 * What of public/ is published (build/3-assets/public-files.ts): its files, and links to files
 * and folders inside it; never a dot-named file or folder at any depth (.env, .git/config), but
 * .well-known/; never a link that leaves public/ (/etc/passwd was published), nor one that
 * loops (a link to its own folder published the site again, 1,440 files more). Each refused
 * by its path, all at once.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listPublicFiles, readPublicFiles, WELL_KNOWN } from "../../build/3-assets/public-files";
import { PublicFileRefused, SiteBuildError } from "../../build/errors";
import { tempDir } from "../helpers";

const work = tempDir();
afterAll(work.cleanup);

function put(file: string, text = "x\n") {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A public/ folder beside a folder of secrets, with `links` (name in public/ -> target as written). */
function publicFolder(name: string, links: Record<string, string> = {}) {
  const dir = path.join(work.dir, name);
  const pub = path.join(dir, "public");
  const outside = path.join(dir, "outside");
  put(path.join(outside, "secret.txt"), "API_KEY=do-not-publish\n");
  put(path.join(pub, "favicon.svg"), "<svg/>");
  put(path.join(pub, "images/a.png"), "png");
  put(path.join(pub, WELL_KNOWN, "security.txt"), "Contact: mailto:security@example.com\n");
  for (const [at, target] of Object.entries(links)) {
    mkdirSync(path.dirname(path.join(pub, at)), { recursive: true });
    symlinkSync(target, path.join(pub, at));
  }
  return { pub, outside };
}

/** What listPublicFiles stopped with (it must stop). */
function refusal(publicDir: string): SiteBuildError<{ files: { file: string; reason: string }[] }> {
  try {
    listPublicFiles(publicDir);
  } catch (error) {
    expect(error).toBeInstanceOf(SiteBuildError);
    expect((error as SiteBuildError).data).toBe(PublicFileRefused);
    return error as SiteBuildError<{ files: { file: string; reason: string }[] }>;
  }
  throw new Error(`expected public/ to be refused, got ${JSON.stringify(listPublicFiles(publicDir))}`);
}

describe("the files of public/", () => {
  it("are its files, .well-known/ among them, and the files of links to files and folders inside it", () => {
    const { pub } = publicFolder("plain", { logo: "images/a.png", pictures: "images" });
    expect(listPublicFiles(pub)).toEqual([
      `${WELL_KNOWN}/security.txt`,
      "favicon.svg",
      "images/a.png",
      "logo",
      "pictures/a.png",
    ]);
  });

  it("never hold a dot-named file or folder, at any depth, but .well-known/ at the top: each is refused by its path (a Mac's .DS_Store left out without a word)", () => {
    const { pub } = publicFolder("dots");
    put(path.join(pub, ".env"), "API_KEY=x\n");
    put(path.join(pub, ".git/config"), "[core]\n");
    put(path.join(pub, "images/.DS_Store"));
    put(path.join(pub, `${WELL_KNOWN}/.secret`));
    put(path.join(pub, `images/${WELL_KNOWN}/x.txt`));
    const error = refusal(pub);
    expect(error.details.files.map((entry) => entry.file)).toEqual([
      "public/.env",
      "public/.git",
      `public/${WELL_KNOWN}/.secret`,
      `public/images/${WELL_KNOWN}`,
    ]);
    expect(error.message).toContain(
      "  public/.env: its name starts with a dot, as secrets' and tools' files do (.env, .git/), and such files are never published: delete it, or move it out of public/",
    );
    expect(readPublicFiles(pub).files).toEqual([`${WELL_KNOWN}/security.txt`, "favicon.svg", "images/a.png"]);
  });

  it("never hold a link that leaves public/, nor one that loops, nor one to nothing: each is refused by where it lies, all at once", () => {
    const { pub, outside } = publicFolder("links", {
      passwd: "/etc/passwd",
      secret: "../outside/secret.txt",
      certs: "../outside",
      mirror: ".",
      "images/up": "..",
      "images/again": "../images",
      "ring-a/to-b": "../ring-b",
      "ring-b/to-a": "../ring-a",
      gone: "no-such-file.txt",
      itself: "itself",
      // Inside public/, and followed: its files are published, but the loop under it is told once, where it lies.
      pictures: "images",
    });
    const error = refusal(pub);
    const reasons = Object.fromEntries(error.details.files.map((entry) => [entry.file, entry.reason]));
    expect(Object.keys(reasons)).toEqual([
      "public/certs",
      "public/gone",
      "public/images/again",
      "public/images/up",
      "public/itself",
      "public/mirror",
      "public/passwd",
      "public/ring-a/to-b",
      "public/ring-b/to-a",
      "public/secret",
    ]);
    expect(reasons["public/secret"]).toBe(
      `is a symbolic link to ${path.join(outside, "secret.txt")}, outside public/: the build would publish that file. Copy what is meant to be published into public/, and remove the link`,
    );
    expect(reasons["public/certs"]).toMatch(
      /^is a symbolic link to .*outside, outside public\/: the build would publish that folder\./,
    );
    expect(reasons["public/passwd"]).toMatch(/^is a symbolic link to \/etc\/passwd, outside public\//);
    expect(reasons["public/mirror"]).toBe(
      "is a symbolic link to public/ itself, a folder that holds the link: the site would repeat inside itself without end. Remove the link",
    );
    expect(reasons["public/images/up"]).toMatch(
      /^is a symbolic link to public\/ itself, a folder that holds the link/,
    );
    expect(reasons["public/images/again"]).toMatch(
      /^is a symbolic link to public\/images, a folder that holds the link/,
    );
    expect(reasons["public/ring-b/to-a"]).toMatch(
      /^is a symbolic link to public\/ring-a, a folder that holds the link/,
    );
    expect(reasons["public/gone"]).toMatch(/^is a symbolic link to nothing/);
    expect(reasons["public/itself"]).toMatch(/^is a symbolic link to nothing/);
    expect(error.message).toMatch(
      /^public\/ holds 10 files the build will not publish; it stopped before writing anything\./,
    );
    expect(error.message).not.toContain("do-not-publish");
    // What may be published is finite and inside public/: the loops are not followed.
    expect(readPublicFiles(pub).files).toEqual([
      `${WELL_KNOWN}/security.txt`,
      "favicon.svg",
      "images/a.png",
      "pictures/a.png",
    ]);
  });

  it("never hold what is not a file or a folder (a named pipe, which copying would wait on forever)", () => {
    const { pub } = publicFolder("pipe");
    const made = spawnSync("mkfifo", [path.join(pub, "images/pipe")]);
    if (made.status !== 0) return; // no mkfifo here
    expect(refusal(pub).details.files).toEqual([
      {
        file: "public/images/pipe",
        reason: "is not a file or a folder (a socket, a pipe or a device): remove it",
      },
    ]);
  });

  it("are none when there is no public/ folder", () => {
    expect(listPublicFiles(path.join(work.dir, "no-such-folder"))).toEqual([]);
  });
});
