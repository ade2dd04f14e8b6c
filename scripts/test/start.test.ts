import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_DIR } from '../lib/configFiles.ts';
import { runScript, tempDir } from './cli.ts';

function build(configs: string, out: string) {
  return runScript('start.ts', ['--configs', configs, '--out', out]);
}

describe('npm start (issue: foundation, until the generator lands)', () => {
  it('validates every config and says what it built', () => {
    const out = tempDir('out');
    const result = build(CONFIG_DIR, out);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('built horizon: Horizon Travel Co.');
    expect(result.stdout).toMatch(/built dormant: .+ \(inactive\)/);
    expect(result.stdout).toContain('4 of 4 agencies built');
    const horizon = JSON.parse(readFileSync(join(out, 'agencies', 'horizon.json'), 'utf8'));
    expect(horizon.agency.primaryColor).toBe('#0f766e');
  });

  it('fails only the broken agency and keeps its previous output', () => {
    const configs = tempDir('configs');
    cpSync(CONFIG_DIR, configs, { recursive: true });
    const out = tempDir('out');
    expect(build(configs, out).status).toBe(0);
    const before = readFileSync(join(out, 'agencies', 'solmar.json'), 'utf8');

    const solmar = join(configs, 'solmar.json');
    writeFileSync(
      solmar,
      readFileSync(solmar, 'utf8').replace('"subdomain": "solmar"', '"subdomain": "Solmar!"'),
    );
    const result = build(configs, out);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${solmar}: agency.subdomain: expected a DNS label`);
    expect(result.stdout).toContain('3 of 4 agencies built');
    expect(result.stdout).toContain('built horizon');
    expect(readFileSync(join(out, 'agencies', 'solmar.json'), 'utf8')).toBe(before);
  });
});
