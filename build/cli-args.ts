/**
 * The command-line arguments of every npm script of build/ (build, dev, new-post, bench,
 * deploy:s3 and the other tools), read by Node's parseArgs with one difference: an option the
 * command does not know, a missing value or a stray word prints one line, what is wrong and
 * the command's usage, and exits with 2, where parseArgs would throw a stack trace at the reader.
 *
 * So does an option npm kept for itself. `npm run new-post "Title" --category Mobility`,
 * without `--`, never hands `--category` to the command: npm reads it as its own setting and
 * passes it on only as the variable npm_config_category, and the command would go on without
 * it, silently. A variable npm_config_<option> for one of the command's options is that
 * mistake: the command stops and says to put `--` first.
 */
import { type ParseArgsConfig, parseArgs } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

export interface CommandLine<T extends Options> {
  /** How the command is run, for the usage line: "npm run build". */
  command: string;
  options: T;
  /** What the words without an option name stand for ("\"Title of the article\""); none are taken without it. */
  positionals?: string;
  /** How many such words the command takes at most (a title: one, in quotes); any number without it. */
  maxPositionals?: number;
  /** The usage line when the options alone do not tell it (the words each value takes); made from the options otherwise. */
  usage?: string;
  /** By default the process's own arguments. */
  args?: string[];
  /** Where npm leaves the options it kept (npm_config_*); by default the process's environment. */
  env?: NodeJS.ProcessEnv;
}

/** The usage line of a command: each option in brackets, with a VALUE when it takes one. */
export function usageOf(command: string, options: Options, positionals?: string): string {
  const flags = Object.entries(options).map(
    ([name, option]) => `[--${name}${option.type === "string" ? " VALUE" : ""}]`,
  );
  return `Usage: ${command} -- ${[positionals, ...flags].filter(Boolean).join(" ")}`;
}

/** What is wrong with the command line, in one line, or undefined when parseArgs took it. */
export function argumentsProblem(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== "string" || !code.startsWith("ERR_PARSE_ARGS_")) return undefined;
  const message = (error as Error).message;
  const named = /'([^']+)'/.exec(message)?.[1] ?? "";
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") return `unknown option ${named}`;
  if (code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") return `unexpected argument "${named}"`;
  // ERR_PARSE_ARGS_INVALID_OPTION_VALUE: a value missing, or given to an option that takes none.
  const option = named.split(" ")[0];
  if (/argument missing/.test(message)) return `${option} needs a value`;
  if (/does not take an argument/.test(message)) return `${option} takes no value`;
  return message;
}

/** The environment variable in which npm leaves an option of the command line it kept for itself. */
export const npmConfigName = (option: string) => `npm_config_${option.replaceAll("-", "_")}`;

/**
 * What is wrong with a command line parseArgs took, in one line, or undefined: options npm
 * kept for itself (see above), and more words than the command takes.
 */
export function commandLineProblem(
  line: Pick<CommandLine<Options>, "command" | "options" | "positionals" | "maxPositionals">,
  positionals: readonly string[],
  env: NodeJS.ProcessEnv,
): string | undefined {
  const problems: string[] = [];
  const kept = Object.keys(line.options).filter((name) => env[npmConfigName(name)] !== undefined);
  if (kept.length) {
    // npm 11 keeps "--category Mobility" as category=true and passes "Mobility" on as a word;
    // "--category=Mobility" as category=Mobility; a bare "--drafts" as true.
    const example = kept.map((name) => {
      if (line.options[name]?.type !== "string") return `--${name}`;
      const value = env[npmConfigName(name)] ?? "";
      const shown =
        value === "" || value === "true" ? "VALUE" : /[\s"']/.test(value) ? JSON.stringify(value) : value;
      return `--${name} ${shown}`;
    });
    problems.push(
      `npm kept ${kept.map((name) => `--${name}`).join(" and ")} for itself, so the command never got ${kept.length > 1 ? "them" : "it"}: write -- before the command's arguments, as in ${[line.command, "--", line.positionals, ...example].filter(Boolean).join(" ")}`,
    );
  }
  if (line.maxPositionals !== undefined && positionals.length > line.maxPositionals) {
    const words = positionals.map((word) => JSON.stringify(word)).join(" ");
    const takes = line.maxPositionals === 1 ? "one" : `at most ${line.maxPositionals}`;
    problems.push(
      `it takes ${takes} ${line.positionals ?? "argument"}, in quotes, and got ${positionals.length} words: ${words}`,
    );
  }
  return problems.length ? problems.join("; ") : undefined;
}

/**
 * The command's values and positionals; on a command line it cannot take, prints
 * "<command>: <what is wrong>. <usage>" and exits with 2.
 */
export function commandLine<T extends Options>(line: CommandLine<T>) {
  const fail = (problem: string): never => {
    console.error(
      `${line.command}: ${problem}. ${line.usage ? `Usage: ${line.usage}` : usageOf(line.command, line.options, line.positionals)}`,
    );
    process.exit(2);
  };
  const parsed = (() => {
    try {
      return parseArgs({
        args: line.args ?? process.argv.slice(2),
        options: line.options,
        allowPositionals: line.positionals !== undefined,
        strict: true,
      });
    } catch (error) {
      const problem = argumentsProblem(error);
      if (problem === undefined) throw error;
      return fail(problem);
    }
  })();
  const problem = commandLineProblem(line, parsed.positionals, line.env ?? process.env);
  if (problem !== undefined) fail(problem);
  return parsed;
}
