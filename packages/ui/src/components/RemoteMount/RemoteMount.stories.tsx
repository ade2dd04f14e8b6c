import type { Meta, StoryObj } from '@storybook/react-vite';
import { type RemoteLoadFailure, remoteLoaderMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { type StoryText, storyText } from '../../fixtures/storyText.ts';
import { type MountRemote, RemoteMount } from './RemoteMount.tsx';

/** What the injected loader does per attempt: resolve, hang, or reject with a failure. */
type LoadAnswer = 'module' | 'pending' | RemoteLoadFailure;

/** Story fixture: a remote's module that renders a paragraph into its mount point. */
const FAKE_MODULE = { text: 'Remote application content' };
const mountFake: MountRemote = (element, module) => {
  const paragraph = document.createElement('p');
  paragraph.textContent = (module as typeof FAKE_MODULE).text;
  element.append(paragraph);
  return () => paragraph.remove();
};

/** Story harness: the real remote loader machine with `loadRemote` faked (spec §4, §8). */
function RemoteHarness({
  answers,
  timeoutMs,
}: {
  answers: LoadAnswer[];
  /** Shortens spec §9's 120 s script time-out (named delay `scriptLoadTimeout`). */
  timeoutMs?: number;
}) {
  const logic = useMemo(() => {
    let attempt = 0;
    return remoteLoaderMachine.provide({
      actors: {
        loadRemote: fromPromise<unknown, { remote: string }>(() => {
          const answer = answers[Math.min(attempt++, answers.length - 1)];
          if (answer === 'module') return Promise.resolve(FAKE_MODULE);
          if (answer === 'pending' || answer === undefined) return new Promise<never>(() => {});
          return Promise.reject(answer);
        }),
      },
      ...(timeoutMs === undefined ? {} : { delays: { scriptLoadTimeout: timeoutMs } }),
    });
  }, [answers, timeoutMs]);
  const actorRef = useActorRef(logic, { input: { remote: 'main', chunk: 42 } });
  return <RemoteMount actorRef={actorRef} mount={mountFake} />;
}

const meta = {
  title: 'Status/RemoteMount',
  component: RemoteHarness,
  args: { answers: ['module'] },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RemoteHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §4 script loading: an accessible busy indicator while the remote loads. */
export const Loading: Story = {
  args: { answers: ['pending'] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('progressbar', { name: t('common:loading') }),
    ).toBeInTheDocument();
  },
};

/** Loaded: the mount point the remote fills. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(FAKE_MODULE.text)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-remote="main"]')).toContainElement(
      canvas.getByText(FAKE_MODULE.text),
    );
  },
};

const failedStory = (failure: RemoteLoadFailure, expected: (t: StoryText) => string): Story => ({
  args: { answers: [failure, 'module'] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(expected(t)));
    // Retry loads it.
    await userEvent.click(canvas.getByRole('button', { name: t('common:action.retry') }));
    await expect(await canvas.findByText(FAKE_MODULE.text)).toBeInTheDocument();
  },
});

/** Spec §8 "Remote component failure: 'Failed to load remote component.'", then a retry. */
export const Failed = failedStory({ reason: 'component' }, (t) =>
  t('common:error.remoteComponentFailed'),
);

/** Spec §8 "Remote script load failure: 'Loading script failed'". */
export const ScriptLoadFailed = failedStory({ reason: 'script' }, (t) =>
  t('common:error.scriptLoadFailed'),
);

/** Spec §8 "Chunk load failure: 'Loading chunk {n} failed', with type missing". */
export const ChunkMissing = failedStory({ reason: 'chunk', chunk: 7, type: 'missing' }, (t) =>
  t('common:error.chunkLoadFailed', { chunk: 7 }),
);

/** Spec §8 "Micro-frontend cannot be loaded: 'Container missing'". */
export const ContainerMissing = failedStory({ reason: 'container' }, (t) =>
  t('common:error.containerMissing'),
);

/**
 * Spec §4 / §9: a script load times out (120 s, shortened to 200 ms here) giving a chunk-load
 * error, 'Loading chunk {n} failed' with type timeout.
 */
export const ChunkTimeout: Story = {
  args: { answers: ['pending'], timeoutMs: 200 },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await waitFor(
      () =>
        expect(canvas.getByRole('alert')).toHaveTextContent(
          t('common:error.chunkLoadFailed', { chunk: 42 }),
        ),
      { timeout: 2000 },
    );
  },
};
