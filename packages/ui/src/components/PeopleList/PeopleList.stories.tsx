import type { Meta, StoryObj } from '@storybook/react-vite';
import { NAME_MAX_LENGTH } from '@wl/core';
import { type AddedClient, addClientMachine, type ClientField, type NewClient } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { type StoryText, storyText } from '../../fixtures/storyText.ts';
import { PeopleList, type PeopleListProps } from './PeopleList.tsx';

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

const CLIENTS = [
  {
    id: 101,
    name: 'Olivia Bennett',
    email: 'traveller@horizon.test',
    userType: 'Client',
    isRestrictedAgent: false,
    createdAt: '2026-01-20T09:00:00.000Z',
  },
];

/** /users/clients. */
export const Clients: Story = {
  args: { kind: 'clients', people: CLIENTS, currentUserId: 201 },
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

const CLIENT_FIELDS = ['firstName', 'lastName', 'email'] as const satisfies readonly ClientField[];

/** How the story's POST /api/agency/clients answers. */
type AddAnswer = 'added' | 'pending' | 'taken';

/** The api-client's ApiError for a 409, as the page's call rejects with it. */
const TAKEN = Object.assign(new Error('An account with this e-mail already exists.'), {
  name: 'ApiError',
  status: 409,
  body: { message: 'An account with this e-mail already exists.' },
});

function answerTo(answer: AddAnswer, client: NewClient): Promise<AddedClient> {
  if (answer === 'pending') return new Promise<never>(() => {});
  if (answer === 'taken') return Promise.reject(TAKEN);
  // As the reference API answers: the display name and the stored (lower-case) address.
  return Promise.resolve({
    id: 312,
    name: `${client.firstName} ${client.lastName}`,
    email: client.email.toLowerCase(),
  });
}

/** /users/clients as the page shows it: the real `addClientMachine`, its call faked. */
function ClientsWithForm({ answer, ...props }: PeopleListProps & { answer: AddAnswer }) {
  const [logic] = useState(() =>
    addClientMachine.provide({
      actors: {
        addClient: fromPromise<AddedClient, NewClient>(({ input }) => answerTo(answer, input)),
      },
    }),
  );
  return <PeopleList {...props} addClient={useActorRef(logic, { input: {} })} />;
}

const field = (canvas: ReturnType<typeof within>, t: StoryText, name: ClientField) =>
  canvas.getByRole('textbox', { name: t(`account:field.${name}`) });

async function fill(canvas: ReturnType<typeof within>, t: StoryText, client: NewClient) {
  for (const name of CLIENT_FIELDS) {
    if (client[name]) await userEvent.type(field(canvas, t, name), client[name]);
  }
}

const NINA: NewClient = { firstName: 'Nina', lastName: 'Berg', email: 'Nina.Berg@Example.com' };

const submit = (canvas: ReturnType<typeof within>, t: StoryText) =>
  userEvent.click(canvas.getByRole('button', { name: t('areas:clients.add.submit') }));

/** /users/clients with "Add a client" above the list: three labelled fields, nothing said yet. */
export const AddClientForm: Story = {
  args: { kind: 'clients', people: CLIENTS, currentUserId: 201 },
  render: (args) => <ClientsWithForm {...args} answer="added" />,
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('areas:clients.add.title') }),
    ).toBeVisible();
    for (const name of CLIENT_FIELDS) {
      await expect(field(canvas, t, name)).toHaveValue('');
      await expect(field(canvas, t, name)).not.toHaveAttribute('aria-invalid');
    }
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByRole('rowheader', { name: 'Olivia Bennett' })).toBeVisible();
  },
};

/**
 * Core's sign-up rules, decided by the machine's guard: an empty first name, a last name over
 * the limit and an address that is none; each says so under its field, nothing is sent, the
 * first of them takes the focus.
 */
export const AddClientFieldErrors: Story = {
  ...AddClientForm,
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await fill(canvas, t, {
      firstName: '',
      lastName: 'B'.repeat(NAME_MAX_LENGTH + 1),
      email: 'nina.berg',
    });
    await submit(canvas, t);
    const first = field(canvas, t, 'firstName');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveFocus();
    await expect(first).toHaveAccessibleDescription(t('areas:clients.problem.firstName.required'));
    await expect(field(canvas, t, 'lastName')).toHaveAccessibleDescription(
      t('account:problem.name.tooLong', { max: NAME_MAX_LENGTH }),
    );
    await expect(field(canvas, t, 'email')).toHaveAccessibleDescription(
      t('account:problem.email.invalid'),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getAllByRole('row')).toHaveLength(CLIENTS.length + 1);
  },
};

/** Sent and waiting: the fields read-only, the button pending, the status line says so. */
export const AddClientSending: Story = {
  ...AddClientForm,
  render: (args) => <ClientsWithForm {...args} answer="pending" />,
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await fill(canvas, t, NINA);
    await submit(canvas, t);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('areas:clients.add.sending'));
    await expect(field(canvas, t, 'email')).toHaveAttribute('readonly');
    await expect(
      canvas.getByRole('button', { name: t('areas:clients.add.submit') }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** 409: the address already has an account; said at the e-mail field, what was typed kept. */
export const AddClientEmailTaken: Story = {
  ...AddClientForm,
  render: (args) => <ClientsWithForm {...args} answer="taken" />,
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await fill(canvas, t, NINA);
    await submit(canvas, t);
    const email = field(canvas, t, 'email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(t('areas:clients.problem.email.taken'));
    await expect(email).toHaveValue(NINA.email);
    await expect(canvas.queryByRole('rowheader', { name: 'Nina Berg' })).toBeNull();
  },
};

/**
 * Added: the new client is the list's first row, marked new; the status line says the
 * verification e-mail went out; the form is empty for the next client.
 */
export const AddClientAdded: Story = {
  ...AddClientForm,
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await fill(canvas, t, NINA);
    await submit(canvas, t);
    await expect(await canvas.findByRole('rowheader', { name: /Nina Berg/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('areas:clients.add.added', { name: 'Nina Berg', email: 'nina.berg@example.com' }),
    );
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(CLIENTS.length + 2);
    await expect(
      within(rows[1] as HTMLElement).getByText(t('areas:clients.add.new')),
    ).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('nina.berg@example.com')).toBeVisible();
    await expect(field(canvas, t, 'firstName')).toHaveValue('');
  },
};
