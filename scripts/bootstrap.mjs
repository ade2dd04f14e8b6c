#!/usr/bin/env node
// Runs on whatever Node the machine has (20 here): it installs the toolchain the project pins
// (pnpm 12, Node 22 as a devDependency, Debian's chromium for browser suites and Debian's nginx
// for the nginx config suite) and then hands the task to pnpm, whose scripts run on the pinned
// Node. Plain JavaScript, no dependencies, on purpose.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '12.21.0';
const CHROMIUM = '/usr/bin/chromium';
const NGINX = '/usr/sbin/nginx';
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = join(root, '.tools');
const pnpm = join(toolsDir, 'node_modules', '.bin', 'pnpm');
const stampFile = join(root, 'node_modules', '.bootstrap-stamp');

const startedAt = Date.now();
const [task, ...args] = process.argv.slice(2);
if (!task) fail('usage: node scripts/bootstrap.mjs <pnpm-script> [args...]');

function log(message) {
  process.stderr.write(`[bootstrap] ${message}\n`);
}

function fail(message) {
  process.stderr.write(`[bootstrap] ${message}\n`);
  process.exit(1);
}

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

function ensurePnpm() {
  if (existsSync(pnpm)) return;
  log(`installing pnpm ${PNPM_VERSION} into .tools/`);
  mkdirSync(toolsDir, { recursive: true });
  writeFileSync(join(toolsDir, 'package.json'), '{ "private": true }\n');
  const status = run('npm', [
    'install',
    '--prefix',
    toolsDir,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${PNPM_VERSION}`,
  ]);
  if (status !== 0 || !existsSync(pnpm)) fail('installing pnpm failed (see npm output above)');
}

/** Hash of everything that decides what `pnpm install` produces. */
function installInputsHash() {
  const hash = createHash('sha256');
  const files = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml'];
  for (const group of ['packages', 'sites', 'sites/remotes']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) files.push(join(group, name, 'package.json'));
  }
  // pnpm applies these to the packages it installs (pnpm-workspace.yaml patchedDependencies).
  if (existsSync(join(root, 'patches'))) {
    for (const name of readdirSync(join(root, 'patches')).sort()) files.push(join('patches', name));
  }
  for (const file of files) {
    const path = join(root, file);
    hash.update(file);
    hash.update(existsSync(path) ? readFileSync(path) : '');
  }
  return hash.digest('hex');
}

function ensureDependencies() {
  const wanted = installInputsHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  log('installing dependencies with pnpm');
  const status = run(pnpm, ['install', '--frozen-lockfile', '--config.confirmModulesPurge=false']);
  if (status !== 0) fail('pnpm install failed (see output above)');
  writeFileSync(stampFile, wanted);
}

/** Installs a Debian package unless the file it provides is there already. */
function ensureDebianPackage(file, name, why) {
  if (existsSync(file)) return;
  log(`installing Debian ${name} ${why} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0) fail('apt-get update failed');
  const status = run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', name], { env });
  if (status !== 0 || !existsSync(file)) fail(`could not install ${name} (${file})`);
}

ensurePnpm();
ensureDependencies();
// Story tests (and later end-to-end suites) run in Chromium; the nginx suite in Debian's nginx.
if (task === 'task:test') {
  // Browser suites drive Debian's chromium; never a browser download.
  ensureDebianPackage(CHROMIUM, 'chromium', 'for the browser tests');
  // Flags in the currency picker are emoji: without a colour emoji font they render as boxes,
  // which visitors' systems do not show and the screenshot baselines must not record.
  ensureDebianPackage(EMOJI_FONT, 'fonts-noto-color-emoji', 'for the screenshot tests');
  // The nginx suite (tests/nginx) runs the emitted config in Debian's nginx.
  ensureDebianPackage(NGINX, 'nginx', 'for the nginx config test');
}
// Scripts call pnpm themselves (e.g. `pnpm run typecheck`), so it goes on their PATH.
const env = { ...process.env, PATH: `${dirname(pnpm)}:${process.env.PATH ?? ''}` };
const status = run(pnpm, ['run', '--silent', task, ...args], { env });
if (task === 'task:test') {
  // The whole of npm test, installs included, against its budget (issue 46: 25 minutes on 2 cores).
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  log(`npm test took ${Math.floor(seconds / 60)} min ${seconds % 60} s (budget 25 min)`);
}
process.exit(status);
