// Issue 42 item 4: every script prints each flag it accepts with --help, and refuses one it does
// not know (with the help) instead of ignoring it.
import { describe, expect, it } from 'vitest';
import { runScript } from './cli.ts';

const FLAGS: Record<string, string[]> = {
  'build.ts': [
    '--configs <dir>',
    '--out <dir>',
    '--origin <url>',
    '--force',
    '--shard <i/n>',
    '--nginx-only',
    '--no-sdk',
    '--database <file>',
    'PLATFORM_DB',
  ],
  'serve.ts': [
    '--sites <dir>',
    '--configs <dir>',
    '--no-publish',
    'PORT',
    'HOST',
    'PLATFORM_DB',
    'WL_SITE_ORIGIN',
  ],
  'start.ts': ['--configs <dir>', '--out <dir>', 'PORT', 'WL_SITE_ORIGIN'],
  'agency.ts': [
    'validate [files...]',
    'new <subdomain>',
    '--name <name>',
    '--dir <dir>',
    'export <subdomain>',
    '--out <file>',
    '--database <file>',
    'schema',
    '--check',
  ],
  'packSdk.ts': ['--out <dir>'],
};

describe('the scripts’ --help', () => {
  it.each(Object.entries(FLAGS))('%s --help lists every flag it accepts', (script, flags) => {
    const result = runScript(script, ['--help']);
    expect(result.status, result.stderr).toBe(0);
    for (const flag of [...flags, '--help']) expect(result.stdout).toContain(flag);
  });

  it.each(['build.ts', 'start.ts'])('%s refuses an unknown flag with the help', (script) => {
    const result = runScript(script, ['--confgs', 'x']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Unknown option '--confgs'");
    expect(result.stderr).toContain('Usage:');
  });

  it('agency.ts prints the help after a command too', () => {
    const result = runScript('agency.ts', ['new', '--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('--name <name>');
  });
});
