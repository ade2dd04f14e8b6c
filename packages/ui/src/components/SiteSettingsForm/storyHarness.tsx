import {
  type SettingsFields,
  type SettingsPublishAnswer,
  type SettingsVersion,
  type SiteSettingsSection,
  siteSettingsMachine,
} from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { userEvent, type within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { SiteSettingsActorRef } from './SiteSettingsFrame.tsx';

/** A call's answer in a story: a value, never (pending), a refusal body with its status, or a lost request. */
export type Answer<T> =
  | { value: T }
  | 'pending'
  | 'networkError'
  | { status: number; body: Record<string, unknown> };

function play<T>(answer: Answer<T>): Promise<T> {
  if (answer === 'pending') return new Promise<never>(() => {});
  if (answer === 'networkError') return Promise.reject(new TypeError('Failed to fetch'));
  if ('value' in answer) return Promise.resolve(answer.value);
  // As the API client's ApiError: the status and the body the machine reads.
  return Promise.reject(
    Object.assign(new Error(String(answer.body.message)), {
      status: answer.status,
      body: answer.body,
    }),
  );
}

export function storyVersion(
  number: number,
  status: SettingsVersion['status'],
  more: Partial<SettingsVersion> = {},
): SettingsVersion {
  return {
    number,
    source: number === 1 ? 'file' : 'settings',
    restoredFrom: null,
    savedBy: number === 1 ? null : { userId: 2, email: 'owner@horizon.test' },
    savedAt: `2026-12-0${Math.min(number, 9)}T09:30:00.000Z`,
    changes: number === 1 ? [] : ['agency.primaryColor', 'about.title'],
    status,
    failure: status === 'failed' ? 'The build stopped: agency-configs/horizon.json is busy' : null,
    ...more,
  };
}

export const STORY_HISTORY: SettingsVersion[] = [
  storyVersion(4, 'published'),
  storyVersion(3, 'published', { changes: ['agency.bookingMenuItemOptions'] }),
  storyVersion(2, 'failed'),
  storyVersion(1, 'published'),
];

export interface HarnessCalls {
  section: SiteSettingsSection;
  settings: SettingsFields;
  /** What the page shows but does not edit (the Website page's header links). */
  readOnly?: SettingsFields;
  load?: 'pending' | 'networkError';
  save?: Answer<SettingsVersion>;
  /** What every publish-status question answers. */
  publish?: Answer<SettingsPublishAnswer>;
  upload?: Answer<{ ref: string; url: string }>;
  restore?: Answer<SettingsVersion>;
  onSave?: (input: unknown) => void;
  onRestore?: (input: unknown) => void;
}

/** Story harness: the real `siteSettingsMachine` with its calls answered by the story. */
export function SiteSettingsHarness({
  calls,
  children,
}: {
  calls: HarnessCalls;
  children: (actor: SiteSettingsActorRef) => ReactNode;
}) {
  const logic = useMemo(
    () =>
      siteSettingsMachine.provide({
        // A story need not wait a second for each question; a running build is still asked
        // about again and again, so not at once either.
        delays: { poll: 50 },
        actors: {
          load: fromPromise(() =>
            calls.load
              ? play<never>(calls.load)
              : Promise.resolve({
                  version: 4,
                  settings: calls.settings,
                  ...(calls.readOnly ? { readOnly: calls.readOnly } : {}),
                }),
          ),
          save: fromPromise(({ input }) => {
            calls.onSave?.(input);
            return play(calls.save ?? { value: storyVersion(5, 'queued') });
          }),
          restore: fromPromise(({ input }) => {
            calls.onRestore?.(input);
            return play(calls.restore ?? 'pending');
          }),
          publishStatus: fromPromise(() => play(calls.publish ?? 'pending')),
          history: fromPromise(() => Promise.resolve(STORY_HISTORY)),
          upload: fromPromise(() => play(calls.upload ?? 'pending')),
        },
      }),
    [calls],
  );
  const actor = useActorRef(logic, { input: { section: calls.section } });
  return <>{children(actor)}</>;
}

/** The owner types `value` over the primary colour field (labelled `label`); returns the field. */
export async function typePrimaryColour(
  canvas: ReturnType<typeof within>,
  label: string,
  value: string,
): Promise<HTMLElement> {
  const colour = await canvas.findByRole('textbox', { name: label });
  await userEvent.clear(colour);
  await userEvent.type(colour, value);
  return colour;
}
