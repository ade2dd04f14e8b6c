import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BREAKPOINT_SCREENSHOTS } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { RemoteRoutePage } from './RemoteRoutePage.tsx';

const meta = {
  title: 'Remotes/RemoteRoutePage',
  component: RemoteRoutePage,
  args: {
    family: 'booking',
    service: 'Hotels',
    path: '/booknow/hotels/search',
    agencyName: 'Horizon Travel Co.',
    user: null,
  },
  parameters: { screenshot: BREAKPOINT_SCREENSHOTS },
} satisfies Meta<typeof RemoteRoutePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on a booking route: the service in the title, the agency, 'Guest', USD. */
export const BookingVisitor: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: t('remote:title.booking', { service: t('common:service.hotels') }),
      }),
    ).toBeInTheDocument();
    await expect(canvas.getByTestId('remote-agency')).toHaveTextContent('Horizon Travel Co.');
    await expect(canvas.getByTestId('remote-user')).toHaveTextContent(t('remote:state.guest'));
    await expect(canvas.getByTestId('remote-currency')).toHaveTextContent('USD');
  },
};

/** A signed-in traveller in euros: the user's name and the sample amount in EUR. */
export const TravellerInEuros: Story = {
  args: {
    family: 'traveller',
    service: undefined,
    path: '/mytrip/dashboard',
    user: USERS.traveller,
  },
  parameters: { market: { currency: 'EUR', exchangeRates: { USD: 1, EUR: 0.5 } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('remote:title.traveller') }),
    ).toBeInTheDocument();
    await expect(canvas.getByTestId('remote-user')).toHaveTextContent('Olivia Martinez');
    await expect(canvas.getByTestId('remote-currency')).toHaveTextContent('EUR');
    await expect(canvas.getByTestId('remote-sample-price')).toHaveTextContent('50');
  },
};

/** Before the host answers the state-request: the agency is awaited, not blank. */
export const WaitingForHost: Story = {
  args: { family: 'agent', service: undefined, path: '/dashboard', agencyName: null },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByTestId('remote-agency')).toHaveTextContent(t('remote:state.waiting'));
  },
};
