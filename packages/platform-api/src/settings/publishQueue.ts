import type { AgencyConfig } from '@wl/core';
import { agencyConfigSchema } from '@wl/core';
import type { Database } from '../db/sqlite.ts';
import type { Logger } from '../logger.ts';
import { findVersion, setVersionStatus, unpublishedVersions } from './versions.ts';

/**
 * Builds and ships one agency's site from a config (issue 45: the same
 * `npm run build -- --configs … --out …` of one agency, swapped in whole). Rejecting marks the
 * version failed with the error's message; the site already served stays as it was.
 */
export type Publisher = (subdomain: string, config: AgencyConfig) => Promise<void>;

/** Longest failure reason kept: a build's whole log belongs in the log, not in the history. */
const MAX_FAILURE_LENGTH = 2000;

/**
 * Saved versions waiting for their build, run one at a time in the order they were saved (two
 * builds at once would fight over the CPU and could finish out of order, leaving an older
 * version live). Without a publisher, versions stay queued: the plain API builds nothing.
 */
export class PublishQueue {
  private readonly waiting: { agencyId: number; subdomain: string; number: number }[] = [];
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly publish: Publisher | undefined,
    private readonly now: () => Date,
    private readonly log: Logger,
  ) {}

  /** Whether saves are built at all (false: the plain API, versions stay queued). */
  get enabled(): boolean {
    return this.publish !== undefined;
  }

  /** Queues what a previous run left queued or mid-build (the build is safe to repeat). */
  resume(subdomainOf: (agencyId: number) => string | undefined): void {
    if (!this.publish) return;
    for (const { agencyId, number } of unpublishedVersions(this.db)) {
      const subdomain = subdomainOf(agencyId);
      if (subdomain) this.enqueue(agencyId, subdomain, number);
    }
  }

  enqueue(agencyId: number, subdomain: string, number: number): void {
    if (!this.publish || this.stopped) return;
    this.waiting.push({ agencyId, subdomain, number });
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
    });
  }

  /** Resolves when nothing is queued or building. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** No build starts after this; the one running finishes without writing to a closed file. */
  stop(): void {
    this.stopped = true;
    this.waiting.length = 0;
  }

  private async drain(): Promise<void> {
    const publish = this.publish;
    if (!publish) return;
    for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
      if (this.stopped) return;
      const { agencyId, subdomain, number } = next;
      const version = findVersion(this.db, agencyId, number);
      if (!version) continue;
      setVersionStatus(this.db, agencyId, number, 'building', this.now());
      let failure: string | null = null;
      try {
        await publish(subdomain, agencyConfigSchema.parse(JSON.parse(version.configJson)));
      } catch (error) {
        failure = failureReason(error);
        this.log.warn(`publishing version ${number} of agency "${subdomain}" failed: ${failure}`);
      }
      if (this.stopped) return;
      setVersionStatus(
        this.db,
        agencyId,
        number,
        failure === null ? 'published' : 'failed',
        this.now(),
        failure,
      );
    }
  }
}

function failureReason(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error)).trim();
  const reason = text || 'the build failed without saying why';
  return reason.length > MAX_FAILURE_LENGTH ? `${reason.slice(0, MAX_FAILURE_LENGTH)}…` : reason;
}
