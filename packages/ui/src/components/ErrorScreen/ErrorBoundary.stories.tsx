import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/** Story fixture: page content that renders fine. */
function PageContent() {
  return <p>Page content</p>;
}

/** Story fixture: a child that throws while rendering. */
function Thrower(): never {
  throw new Error('Story: a child failed to render');
}

const meta = {
  title: 'Status/ErrorBoundary',
  component: ErrorBoundary,
  args: { onError: fn(), children: <PageContent /> },
} satisfies Meta<typeof ErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No error: the children render. */
export const Healthy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page content')).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Spec §2.9: a child throws while rendering, the boundary shows 'Something went wrong.'. */
export const CatchingThrowingChild: Story = {
  args: { children: <Thrower /> },
  play: async ({ args, canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('common:error.uncaughtError'));
    await expect(args.onError).toHaveBeenCalled();
  },
};

/** Spec §2.9 "Uncaught error": an error thrown outside React (a timer) shows the screen. */
export const UncaughtError: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText('Page content')).toBeInTheDocument();
    setTimeout(() => {
      throw new Error('Story: uncaught error in a timer');
    });
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(t('common:error.uncaughtError')),
    );
    await expect(args.onError).toHaveBeenCalledWith(expect.any(Error));
    // 'Try again' brings the page back.
    await userEvent.click(canvas.getByRole('button', { name: t('common:action.retry') }));
    await expect(canvas.getByText('Page content')).toBeInTheDocument();
  },
};

/** Spec §2.9 "or rejected promise": an unhandled rejection shows the screen. */
export const RejectedPromise: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText('Page content')).toBeInTheDocument();
    void Promise.reject(new Error('Story: a promise nobody handled'));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(t('common:error.uncaughtError')),
    );
    await expect(args.onError).toHaveBeenCalledWith(expect.any(Error));
  },
};
