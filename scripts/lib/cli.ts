// The scripts' command lines (scripts/build.ts, serve.ts, start.ts, agency.ts, packSdk.ts): flags
// parsed by node:util's parseArgs, each described once, so `--help` lists exactly the flags a
// script accepts and an unknown flag is refused with that list instead of being ignored.
import { type ParseArgsConfig, parseArgs } from 'node:util';

export interface CliOption {
  type: 'string' | 'boolean';
  /** What the flag does, one line or more (wrapped as written). */
  description: string;
  /** The value's name in the help (`--out <dir>`). */
  value?: string;
  short?: string;
  /**
   * What applies without the flag, for the help only: the script decides it (a flag, else an
   * environment variable, else this), so parseArgs is given no default.
   */
  shownDefault?: string;
}

export interface CliSpec<O extends Record<string, CliOption>> {
  /** `npm run build -- [options]` and what follows it in the help. */
  usage: string;
  /** A paragraph above the flags. */
  summary: string;
  options: O;
  /** Positional arguments are allowed (a sub-command's). */
  positionals?: boolean;
  /** Lines after the flags: environment variables, examples. */
  notes?: readonly string[];
}

type Values<O extends Record<string, CliOption>> = {
  [K in keyof O]: (O[K]['type'] extends 'boolean' ? boolean : string) | undefined;
};

/** The help text of a command: usage, summary, every flag with its value and default. */
export function helpText<O extends Record<string, CliOption>>(spec: CliSpec<O>): string {
  const flags = Object.entries(spec.options).map(([name, option]) => {
    const short = option.short ? `-${option.short}, ` : '';
    const value = option.type === 'string' ? ` <${option.value ?? 'value'}>` : '';
    return { flag: `${short}--${name}${value}`, option };
  });
  flags.push({
    flag: '-h, --help',
    option: { type: 'boolean', description: 'Print this help and exit.' },
  });
  const width = Math.max(...flags.map(({ flag }) => flag.length)) + 2;
  const lines = [`Usage: ${spec.usage}`, '', spec.summary, '', 'Options:'];
  for (const { flag, option } of flags) {
    const fallback = option.shownDefault === undefined ? '' : `\ndefault: ${option.shownDefault}`;
    const [first = '', ...rest] = `${option.description}${fallback}`.split('\n');
    lines.push(`  ${flag.padEnd(width)}${first}`);
    for (const line of rest) lines.push(`  ${' '.repeat(width)}${line}`);
  }
  if (spec.notes?.length) lines.push('', ...spec.notes);
  return `${lines.join('\n')}\n`;
}

/**
 * Parses `args` (default: the process's) against `spec`. `--help` prints the help and exits 0; a
 * flag the script does not know, or a value missing, prints the problem and the help and exits 2.
 */
export function parseCli<O extends Record<string, CliOption>>(
  spec: CliSpec<O>,
  args: string[] = process.argv.slice(2),
): { values: Values<O>; positionals: string[] } {
  const options: NonNullable<ParseArgsConfig['options']> = {
    help: { type: 'boolean', short: 'h', default: false },
  };
  for (const [name, option] of Object.entries(spec.options)) {
    options[name] = {
      type: option.type,
      ...(option.short ? { short: option.short } : {}),
    } as NonNullable<ParseArgsConfig['options']>[string];
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args,
      options,
      strict: true,
      allowPositionals: spec.positionals ?? false,
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${helpText(spec)}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    process.stdout.write(helpText(spec));
    process.exit(0);
  }
  const { help: _help, ...values } = parsed.values;
  return { values: values as Values<O>, positionals: parsed.positionals };
}
