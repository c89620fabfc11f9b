/**
 * The command-line arguments of every npm script of build/ (build, dev, new-post, bench,
 * deploy:s3 and the other tools), read by Node's parseArgs with one difference: an option the
 * command does not know, a missing value or a stray word prints one line, what is wrong and
 * the command's usage, and exits with 2, where parseArgs would throw a stack trace at the reader.
 */
import { type ParseArgsConfig, parseArgs } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

export interface CommandLine<T extends Options> {
  /** How the command is run, for the usage line: "npm run build". */
  command: string;
  options: T;
  /** What the words without an option name stand for ("\"Title of the article\""); none are taken without it. */
  positionals?: string;
  /** The usage line when the options alone do not tell it (the words each value takes); made from the options otherwise. */
  usage?: string;
  /** By default the process's own arguments. */
  args?: string[];
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

/**
 * The command's values and positionals; on a command line it cannot take, prints
 * "<command>: <what is wrong>. <usage>" and exits with 2.
 */
export function commandLine<T extends Options>(line: CommandLine<T>) {
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
    console.error(
      `${line.command}: ${problem}. ${line.usage ? `Usage: ${line.usage}` : usageOf(line.command, line.options, line.positionals)}`,
    );
    process.exit(2);
  }
}
