/**
 * The deploy workflows (.github/workflows/pages.yml for GitHub Pages, deploy-s3.yml for S3):
 * each publishes on every push to main and once a day, so a scheduled post goes out on its
 * date whichever host serves the site (CONTENT.md promises it); each builds with the command CI
 * tests (tests/suite.sh, which ci.yml runs through .ci/run) and checks that build before it
 * goes out; the S3 one uploads it with `npm run deploy:s3`, its bucket and credentials from the
 * repository's settings, and deploys nothing without them. Read with the yaml package: GitHub
 * cannot be run here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ROOT } from "../helpers";

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}

interface Job {
  needs?: string;
  if?: string;
  outputs?: Record<string, string>;
  steps: Step[];
}

interface Workflow {
  on: { push?: { branches?: string[] }; schedule?: { cron: string }[] };
  jobs: Record<string, Job>;
}

const workflow = (file: string) =>
  parse(readFileSync(path.join(ROOT, ".github/workflows", file), "utf8")) as Workflow;

/** The steps of every job, in order, with their job's name. */
const stepsOf = (flow: Workflow) =>
  Object.entries(flow.jobs).flatMap(([job, { steps }]) => steps.map((step) => ({ job, ...step })));

/** The index of the first step whose command starts with `command`. */
const stepIndex = (steps: Step[], command: string) =>
  steps.findIndex((step) => step.run?.trim().startsWith(command));

/** `npm run <script>` as CI runs it to build: the script of the build line of tests/suite.sh. */
function ciBuildScript(): string {
  const suite = readFileSync(path.join(ROOT, "tests/suite.sh"), "utf8");
  const builds = [...suite.matchAll(/^(?:step )?npm run (\S+)/gm)]
    .map((match) => match[1])
    .filter((script) => script?.startsWith("build"));
  expect(builds).toHaveLength(1);
  return `npm run ${builds[0]}`;
}

describe.each(["pages.yml", "deploy-s3.yml"])("the deploy workflow %s", (file) => {
  const flow = workflow(file);
  const steps = stepsOf(flow);

  it("runs on every push to main and once every day", () => {
    expect(flow.on.push?.branches).toContain("main");
    const crons = (flow.on.schedule ?? []).map((entry) => entry.cron);
    // Minute and hour fixed, every day of every month, any weekday: once a day.
    expect(crons).toEqual([expect.stringMatching(/^\d{1,2} \d{1,2} \* \* \*$/)]);
  });

  it("builds with the command CI tests, then checks the build before it goes out, never as of another day", () => {
    const build = ciBuildScript();
    const builds = steps.filter((step) => step.run?.includes("npm run build"));
    expect(builds.map((step) => step.run?.trim())).toEqual([build]);
    const at = stepIndex(steps, build);
    expect(stepIndex(steps, "npm run check")).toBeLessThan(at);
    expect(stepIndex(steps, "npm run test:dist")).toBeGreaterThan(at);
    for (const step of steps)
      expect(Object.keys(step.env ?? {}), step.name ?? step.run).not.toContain("SITE_TODAY");
  });
});

describe("the S3 deploy workflow", () => {
  const flow = workflow("deploy-s3.yml");
  const steps = stepsOf(flow);

  it("uploads with npm run deploy:s3 after the checked build, to the bucket and with the credentials of the repository's settings", () => {
    const at = stepIndex(steps, "npm run deploy:s3");
    expect(at).toBeGreaterThan(stepIndex(steps, "npm run test:dist"));
    const deploy = steps[at];
    expect(deploy?.run).toContain('--bucket "$S3_BUCKET"');
    /** A repository setting, as a workflow names it: `${{ vars.NAME }}` or `${{ secrets.NAME }}`. */
    const setting = (kind: "vars" | "secrets", name: string) => `\${{ ${kind}.${name} }}`;
    expect(deploy?.env).toMatchObject({
      S3_BUCKET: setting("vars", "S3_BUCKET"),
      AWS_REGION: setting("vars", "AWS_REGION"),
      AWS_ACCESS_KEY_ID: setting("secrets", "AWS_ACCESS_KEY_ID"),
      AWS_SECRET_ACCESS_KEY: setting("secrets", "AWS_SECRET_ACCESS_KEY"),
    });
    // The build it uploads is for the domain root, as docs/deploy.md says S3 needs.
    expect(steps[stepIndex(steps, "npm run build")]?.env?.BASE_PATH).toBe("/");
  });

  it("deploys only when the bucket and the credentials are set, and otherwise says so without failing", () => {
    const deploying = Object.values(flow.jobs).filter((job) =>
      job.steps.some((step) => step.run?.includes("npm run deploy:s3")),
    );
    expect(deploying).toHaveLength(1);
    const job = deploying[0];
    const gate = job?.needs ? flow.jobs[job.needs] : undefined;
    expect(job?.if).toBe(`needs.${job?.needs}.outputs.deploy == 'true'`);
    // The gate reads each setting the deploy needs, and tells (a notice, not an error) when one is missing.
    const check = gate?.steps.find((step) => step.run?.includes("GITHUB_OUTPUT"));
    expect(Object.keys(check?.env ?? {}).sort()).toEqual([
      "AWS_ACCESS_KEY_ID",
      "AWS_SECRET_ACCESS_KEY",
      "S3_BUCKET",
    ]);
    expect(check?.run).toContain("::notice");
    expect(check?.run).not.toMatch(/exit [1-9]|::error/);
  });
});
