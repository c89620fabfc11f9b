/** Reads --name=value and --name value flags; bare --flag is "true". */
export function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (!arg.startsWith("--")) continue;
    const eq = arg.indexOf("=");
    if (eq > 0) out[arg.slice(2, eq)] = arg.slice(eq + 1);
    else if (argv[i + 1] && !argv[i + 1]?.startsWith("--")) out[arg.slice(2)] = argv[++i] ?? "";
    else out[arg.slice(2)] = "true";
  }
  return out;
}
