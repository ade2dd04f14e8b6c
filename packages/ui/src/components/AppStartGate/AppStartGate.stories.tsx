import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Agency, CountryCurrency, Language } from '@wl/core';
import { appStartMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { storyText } from '../../fixtures/storyText.ts';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { AppStartGate } from './AppStartGate.tsx';

/** What GET /api/agency answers in a story (spec §7): per attempt, so a retry can succeed. */
type AgencyAnswer = 'pending' | 'active' | 'inactive' | 'missing' | 'error';

/** Story fixture: the site behind the gate. */
function Site() {
  return <p>Site content</p>;
}

/** Story harness: the real app start machine with the agency call faked (spec §4 app start). */
function AppStartHarness({ answers }: { answers: AgencyAnswer[] }) {
  const { agency } = useAgencyConfig();
  const logic = useMemo(() => {
    let attempt = 0;
    return appStartMachine.provide({
      actors: {
        loadAgency: fromPromise<Agency | null>(() => {
          const answer = answers[Math.min(attempt++, answers.length - 1)];
          switch (answer) {
            case 'pending':
              return new Promise<never>(() => {});
            case 'active':
              return Promise.resolve({ ...agency, status: 'Active' });
            case 'inactive':
              return Promise.resolve({ ...agency, status: 'Inactive' });
            case 'missing':
              return Promise.resolve(null);
            default:
              return Promise.reject(new Error('Story: GET /api/agency failed'));
          }
        }),
        loadEnabledCurrencies: fromPromise<CountryCurrency[]>(async () => []),
        loadEnabledCountries: fromPromise<CountryCurrency[]>(async () => []),
        loadLanguages: fromPromise<Language[]>(async () => []),
      },
    });
  }, [agency, answers]);
  const actorRef = useActorRef(logic);
  return (
    <AppStartGate actorRef={actorRef}>
      <Site />
    </AppStartGate>
  );
}

const meta = {
  title: 'Status/AppStartGate',
  component: AppStartHarness,
  args: { answers: ['active'] },
} satisfies Meta<typeof AppStartHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §4: "a spinner shows until done" while the agency is (re-)checked at run time. */
export const Loading: Story = {
  args: { answers: ['pending'] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('progressbar', { name: t('common:loading') }),
    ).toBeInTheDocument();
    await expect(canvas.queryByText('Site content')).toBeNull();
  },
};

/** Spec §4 agency loaded: the site shows. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Site content')).toBeInTheDocument();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Spec §2.9 / §4 inactive: the blocking modal over the site. */
export const Inactive: Story = {
  args: { answers: ['inactive'] },
  play: async ({ globals }) => {
    const t = storyText(globals);
    await expect(
      await screen.findByRole('alertdialog', { name: t('common:error.agencyInactive') }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** Spec §2.9 / §4 not found: the 404 page 'Agency not found!', no site. */
export const NotFound: Story = {
  args: { answers: ['missing'] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('common:error.agencyNotFound') }),
    ).toBeInTheDocument();
    await expect(canvas.queryByText('Site content')).toBeNull();
  },
};

/** The agency call fails: 'Something went wrong.' with a retry that loads the site. */
export const Failed: Story = {
  args: { answers: ['error', 'active'] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(t('common:error.uncaughtError')),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('common:action.retry') }));
    await expect(await canvas.findByText('Site content')).toBeInTheDocument();
  },
};
