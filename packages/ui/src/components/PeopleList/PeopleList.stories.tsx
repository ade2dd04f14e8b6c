import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { PeopleList } from './PeopleList.tsx';

const AGENTS = [
  {
    id: 201,
    name: 'Daniel Ortiz',
    email: 'owner@horizon.test',
    userType: 'AgencyOwner',
    isRestrictedAgent: false,
    createdAt: '2026-01-15T09:00:00.000Z',
  },
  {
    id: 203,
    name: 'Lucas Moreau',
    email: 'agent@horizon.test',
    userType: 'TravelAgent',
    isRestrictedAgent: true,
    createdAt: '2026-02-01T09:00:00.000Z',
  },
  {
    id: 204,
    name: 'Hannah Kim',
    email: 'sales@horizon.test',
    userType: 'SalesAgent',
    isRestrictedAgent: false,
    createdAt: '2026-03-10T09:00:00.000Z',
  },
];

const meta = {
  title: 'Areas/PeopleList',
  component: PeopleList,
  args: { kind: 'agents', people: AGENTS, currentUserId: 204 },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof PeopleList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /users/agents/view/{id}: the agency's agents, the signed-in one marked 'You'. */
export const AgentsWithYou: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('areas:agents.title') }),
    ).toBeVisible();
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(4);
    const you = rows.find((row) => row.getAttribute('aria-current') === 'true');
    await expect(you).toBeDefined();
    await expect(within(you as HTMLElement).getByText(t('areas:people.you'))).toBeVisible();
    await expect(
      canvas.getByText(`${t('areas:role.TravelAgent')} (${t('areas:role.restricted')})`),
    ).toBeVisible();
  },
};

/** /users/clients. */
export const Clients: Story = {
  args: {
    kind: 'clients',
    people: [
      {
        id: 101,
        name: 'Olivia Bennett',
        email: 'traveller@horizon.test',
        userType: 'Client',
        isRestrictedAgent: false,
        createdAt: '2026-01-20T09:00:00.000Z',
      },
    ],
    currentUserId: 201,
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('areas:clients.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Olivia Bennett' })).toBeVisible();
  },
};

/** Nobody yet: said, not an empty table. */
export const Empty: Story = {
  args: { kind: 'clients', people: [] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('areas:people.empty'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
