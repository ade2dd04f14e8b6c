// npm run agency -- validate [files...] | new <subdomain> [--name "Agency Name"] [--dir <dir>] |
//   export <subdomain> [--out <file>] [--database <file>] | schema [--check] | --help
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  agencyConfigJsonSchema,
  DEFAULT_PRIMARY_COLOR,
  dnsLabel,
  validateConfigText,
} from '@wl/core';
import { defaultImagesDir, latestStoredConfig } from '@wl/platform-api';
import {
  CONFIG_DIR,
  configFilesIn,
  displayPath,
  formatProblem,
  isSchemaFile,
  loadConfigs,
  SCHEMA_FILE,
} from './lib/configFiles.ts';
import { stageConfig } from './lib/publishAgency.ts';
import { DEFAULT_DATABASE_FILE } from './serve.ts';

const USAGE = `Usage: npm run agency -- <command> [options]

Commands:
  validate [files...]   Check agency configs (their JSON, the config schema and its rules);
                        default: every config in agency-configs/. Exits 1 if one is invalid.
  new <subdomain>       Write a valid starter config, <subdomain>.json.
    --name <name>       The agency's name (default: the subdomain in title case).
    --dir <dir>         The folder to write it to (default: agency-configs).
  export <subdomain>    Write the agency's latest version in the platform API's database (what
                        its settings saved) back as a config file, with the images it names
                        beside it (uploads/<subdomain>/, assets/); docs/architecture.md "Where an
                        agency's config lives".
    --out <file>        The file to write (default: agency-configs/<subdomain>.json).
    --database <file>   The API's SQLite file (default: PLATFORM_DB, else .data/platform.sqlite).
  schema                Write agency-configs/agency.schema.json from the config schema.
    --check             Only check that the file is up to date; exits 1 if not.
  help, -h, --help      Print this help (also after any command).`;

class UsageError extends Error {}

function main(argv: string[]): number {
  const [command, ...rest] = argv;
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  switch (command) {
    case 'validate':
      return validate(rest);
    case 'new':
      return create(rest);
    case 'export':
      return exportAgency(rest);
    case 'schema':
      return schema(rest);
    case undefined:
    case 'help':
    case '-h':
    case '--help':
      console.log(USAGE);
      return command === undefined ? 2 : 0;
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

function validate(args: string[]): number {
  const given = args.filter((arg) => arg !== '--');
  const files = (given.length > 0 ? given : configFilesIn(CONFIG_DIR)).filter((file) => {
    if (!isSchemaFile(file)) return true;
    console.log(`${displayPath(file)}: skipped (the JSON Schema of configs, not an agency)`);
    return false;
  });
  if (files.length === 0) throw new UsageError('no config files to validate');
  const results = loadConfigs(files);
  let problems = 0;
  for (const result of results) {
    if (result.ok) {
      console.log(`${displayPath(result.file)}: ok (${result.config.agency.subdomain})`);
      continue;
    }
    for (const problem of result.problems) {
      console.log(formatProblem(result.file, problem));
      problems += 1;
    }
  }
  const failed = results.filter((result) => !result.ok).length;
  console.log(
    failed === 0
      ? `${results.length} config${results.length === 1 ? '' : 's'} valid`
      : `${problems} problem${problems === 1 ? '' : 's'} in ${failed} of ${results.length} config${results.length === 1 ? '' : 's'}`,
  );
  return failed === 0 ? 0 : 1;
}

function create(args: string[]): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { name: { type: 'string' }, dir: { type: 'string' } },
  });
  const [subdomain, extra] = positionals;
  if (!subdomain || extra) throw new UsageError('give exactly one subdomain, e.g. new sunrise');
  const label = dnsLabel.safeParse(subdomain);
  if (!label.success) throw new UsageError(`"${subdomain}": ${label.error.issues[0]?.message}`);
  const dir = values.dir ?? CONFIG_DIR;
  const file = join(dir, `${subdomain}.json`);
  if (existsSync(file))
    throw new UsageError(`${displayPath(file)} already exists; nothing written`);
  mkdirSync(dir, { recursive: true });
  const taken = configFilesIn(dir).find((other) => subdomainOf(other) === subdomain);
  if (taken)
    throw new UsageError(`subdomain "${subdomain}" is already used by ${displayPath(taken)}`);

  const starter = {
    $schema: './agency.schema.json',
    agency: {
      agencyName: values.name ?? titleCase(subdomain),
      subdomain,
      primaryColor: DEFAULT_PRIMARY_COLOR,
      metaData: { title: values.name ?? titleCase(subdomain), description: '', keywords: [] },
      contactEmailId: `help@${subdomain}.example`,
      allowNonLoginFlow: false,
      bookingMenuItemOptions: [
        { title: 'Hotels', active: true },
        { title: 'Air Travel', active: true },
        { title: 'Resorts', active: false },
        { title: 'Cars', active: true },
        { title: 'Activities', active: true },
        { title: 'Cruise', active: false },
      ],
    },
    about: { isEnabled: false },
    faq: { isEnabled: false, questions: [] },
    languages: ['en'],
    currencies: ['USD'],
  };
  const text = `${JSON.stringify(starter, null, 2)}\n`;
  const check = validateConfigText(text);
  if (!check.ok) {
    throw new Error(`the starter config is invalid: ${JSON.stringify(check.problems)}`);
  }
  writeFileSync(file, text, { flag: 'wx' });
  console.log(`wrote ${displayPath(file)}`);
  console.log(
    'next: set the name, colours, logo and policies, then run npm run agency -- validate',
  );
  return 0;
}

function exportAgency(args: string[]): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { out: { type: 'string' }, database: { type: 'string' } },
  });
  const [subdomain, extra] = positionals;
  if (!subdomain || extra) throw new UsageError('give exactly one subdomain, e.g. export horizon');
  const databaseFile = resolve(values.database ?? process.env.PLATFORM_DB ?? DEFAULT_DATABASE_FILE);
  if (!existsSync(databaseFile)) {
    throw new UsageError(
      `${displayPath(databaseFile)} does not exist: no settings were saved there`,
    );
  }
  const latest = latestStoredConfig(databaseFile, subdomain);
  if (!latest) {
    throw new UsageError(
      `agency "${subdomain}" has no version in ${displayPath(databaseFile)} (is it served by that API?)`,
    );
  }
  const file = resolve(values.out ?? join(CONFIG_DIR, `${subdomain}.json`));
  mkdirSync(dirname(file), { recursive: true });
  // The images it names go beside it, as an onboarding folder has them: uploads from the API's
  // images folder, the onboarding ones from agency-configs/ (over a file of the same name).
  stageConfig(
    dirname(file),
    latest.config,
    { configDir: CONFIG_DIR, imagesDir: defaultImagesDir(databaseFile) },
    basename(file),
  );
  const [check] = loadConfigs([file]);
  console.log(
    `wrote ${displayPath(file)}: version ${latest.number} of ${subdomain} (${latest.source}, ${latest.status})`,
  );
  if (check && !check.ok) {
    for (const problem of check.problems) console.log(formatProblem(file, problem));
    return 1;
  }
  return 0;
}

function schema(args: string[]): number {
  const text = `${JSON.stringify(agencyConfigJsonSchema(), null, 2)}\n`;
  if (args.includes('--check')) {
    const current = existsSync(SCHEMA_FILE) ? readFileSync(SCHEMA_FILE, 'utf8') : '';
    if (current === text) return 0;
    console.error(
      `${displayPath(SCHEMA_FILE)} is out of date with the config schema: run npm run schema`,
    );
    return 1;
  }
  writeFileSync(SCHEMA_FILE, text);
  console.log(`wrote ${displayPath(SCHEMA_FILE)}`);
  return 0;
}

/** The subdomain a config file claims, even when the rest of it is invalid. */
function subdomainOf(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))?.agency?.subdomain;
  } catch {
    return undefined;
  }
}

function titleCase(subdomain: string): string {
  return subdomain
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  // Bad input gets one clear line, never a stack trace.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`agency: ${message}`);
  if (error instanceof UsageError) console.error(USAGE);
  process.exitCode = 2;
}
