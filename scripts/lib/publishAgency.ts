// Issue 45 "Publish": one agency's saved config becomes its site. The config is staged as a file
// in a folder of its own with the images it names (the onboarding ones from the config folder,
// the uploaded ones from the API's images folder), and that one file goes through the generator's
// incremental build (buildSites `files`) into the served sites folder: rendered beside the live
// site and swapped in whole, or refused with the agency's own problem while the live site stays.
import { copyFileSync, lstatSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { type AgencyConfig, isHttpUrl } from '@wl/core';
import { assetReferences } from '@wl/core/node';
import type { StoredConfig } from '@wl/platform-api';
import { buildSites } from './buildSites.ts';
import { configFilesIn, displayPath, loadConfigs } from './configFiles.ts';

/** The prefix of an uploaded image's reference (the platform API's `UPLOADS_FOLDER`). */
const UPLOADS_PREFIX = 'uploads/';

export interface AssetRoots {
  /** The onboarding config folder: `assets/...` references are files here. */
  configDir: string;
  /** The platform API's images folder: `uploads/<subdomain>/...` references are files here. */
  imagesDir: string;
}

/**
 * Writes `config` as `<dir>/<subdomain>.json` with every image it names copied beside it, so that
 * the folder reads as an onboarding folder would (core's loader checks the images there again).
 * The same config always gives the same bytes: the build's content hash then finds it unchanged.
 */
export function stageConfig(
  dir: string,
  config: AgencyConfig,
  roots: AssetRoots,
  fileName = `${config.agency.subdomain}.json`,
): string {
  for (const { ref } of assetReferences(config)) {
    if (isHttpUrl(ref)) continue;
    const root = ref.startsWith(UPLOADS_PREFIX) ? roots.imagesDir : roots.configDir;
    const source = join(root, ref);
    // Only a regular file is copied (a link would publish whatever it points at). One that is
    // gone or is not a file is left out: the build's own image check then refuses the agency
    // with its usual message (`agency.logo: image "…" …`), the previous site kept.
    if (!lstatSync(source, { throwIfNoEntry: false })?.isFile()) continue;
    const target = join(dir, ref);
    if (resolve(target) === resolve(source)) continue;
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(source, target);
  }
  const file = join(dir, fileName);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

export interface PublisherOptions extends AssetRoots {
  /** The served sites folder (`dist/sites`): the agency's folder there is replaced whole. */
  sitesDir: string;
  /** Public address of a site, `{subdomain}` replaced: the one the tree was built with. */
  origin: string;
  log?: (line: string) => void;
}

/**
 * Builds one agency from `config` into the sites folder. Resolves once the new site is served;
 * rejects with the build's own per-agency problems (the config file's name left out: it is a
 * staged copy) when it is refused, the previous site kept.
 */
export async function publishAgency(config: AgencyConfig, options: PublisherOptions) {
  const subdomain = config.agency.subdomain;
  const staging = mkdtempSync(join(tmpdir(), `wl-publish-${subdomain}-`));
  try {
    const file = stageConfig(staging, config, options);
    const report = await buildSites({
      configDir: staging,
      files: [file],
      outDir: options.sitesDir,
      origin: options.origin,
      log: options.log ?? (() => {}),
    });
    const failure = report.failed.find((failed) => failed.file === file);
    if (failure) {
      const names = [file, displayPath(file)].map((name) => `${name}: `);
      // The staged copy is nobody's file: a problem names the field, and an image the place it
      // was taken from (the API's uploads or the config folder).
      const unnamed = (problem: string) => {
        const name = names.find((prefix) => problem.startsWith(prefix));
        return (name ? problem.slice(name.length) : problem)
          .replaceAll(join(staging, UPLOADS_PREFIX), join(options.imagesDir, UPLOADS_PREFIX))
          .replaceAll(`${staging}/`, `${options.configDir}/`);
      };
      throw new Error(failure.problems.map(unnamed).join('\n'));
    }
    if (!report.rendered.includes(subdomain) && !report.unchanged.includes(subdomain)) {
      throw new Error(`the build did not produce the site of "${subdomain}"`);
    }
    return report;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export interface ConfigSources {
  /** The config files to build: the onboarding files, saved agencies' staged in their place. */
  files: string[];
  /** One line per agency built from a saved version instead of its file. */
  notes: string[];
  /** Removes the staged copies (once the build has read them). */
  cleanup(): void;
}

/**
 * The files `npm start` builds: every config file of `configDir`, except that an agency whose
 * settings were saved and published is built from the API's version (platform-api
 * `publishedSettingsConfigs`: the rule of docs/architecture.md "Where an agency's config lives"),
 * staged with its images as a publish stages it, so an unchanged site is found unchanged.
 */
export function configSources(
  configDir: string,
  saved: readonly StoredConfig[],
  imagesDir: string,
): ConfigSources {
  const files = configFilesIn(configDir);
  const notes: string[] = [];
  if (saved.length === 0) return { files, notes, cleanup: () => {} };
  const staging = mkdtempSync(join(tmpdir(), 'wl-saved-configs-'));
  const fileOf = new Map<string, string>();
  for (const loaded of loadConfigs(files)) {
    if (loaded.ok) fileOf.set(loaded.config.agency.subdomain, loaded.file);
  }
  const chosen = [...files];
  for (const version of saved) {
    const file = fileOf.get(version.subdomain);
    // An agency without a valid file is not onboarded here (the API no longer serves it either).
    if (!file) continue;
    try {
      const dir = join(staging, version.subdomain);
      mkdirSync(dir);
      chosen[chosen.indexOf(file)] = stageConfig(dir, version.config, { configDir, imagesDir });
      notes.push(
        `  ${version.subdomain}: built from version ${version.number} saved in its settings, not ${displayPath(file)} (npm run agency -- export ${version.subdomain} writes it back)`,
      );
    } catch (error) {
      notes.push(
        `  ${version.subdomain}: version ${version.number} saved in its settings cannot be staged (${(error as Error).message}); built from ${displayPath(file)}`,
      );
    }
  }
  return {
    files: chosen,
    notes,
    cleanup: () => rmSync(staging, { recursive: true, force: true }),
  };
}
