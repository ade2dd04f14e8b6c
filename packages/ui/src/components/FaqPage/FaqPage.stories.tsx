import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgencyConfig, Faq } from '@wl/core';
import { expect, userEvent } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { FaqPage } from './FaqPage.tsx';

/** Agency FAQ data (spec §3 FAQ), the same in every run so the play functions can name it. */
const FIXTURE_FAQ: Faq = {
  isEnabled: true,
  headerMessage: 'Answers to the questions our travelers ask most often',
  questions: [
    {
      question: 'How do I change or cancel a booking?',
      answer:
        '<p>Sign in and open <strong>My Trips</strong>. Select the booking and choose <em>Change</em> or <em>Cancel</em>.</p>',
    },
    {
      question: 'Which payment methods do you accept?',
      answer: '<p>Visa, Master Card, American Express, Discover and Bitcoin.</p>',
    },
    {
      question: 'Do I need an account to book?',
      answer: '<p>No. You can book as a guest with a valid e-mail address.</p>',
    },
  ],
};

const withFaq =
  (faq: Faq) =>
  (config: AgencyConfig): AgencyConfig => ({
    ...config,
    agency: { ...config.agency, isFaqEnable: faq.isEnabled },
    faq,
  });

const meta = {
  title: 'Pages/FaqPage',
  component: FaqPage,
  parameters: { agencyConfig: withFaq(FIXTURE_FAQ) },
} satisfies Meta<typeof FaqPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const QUESTION_1 = FIXTURE_FAQ.questions[0]?.question ?? '';
const QUESTION_2 = FIXTURE_FAQ.questions[1]?.question ?? '';

/** The disclosure (a native `<details>`) a question heads. */
const disclosureOf = (canvasElement: HTMLElement, question: string) => {
  const details = [...canvasElement.querySelectorAll('details')].find(
    (element) => element.querySelector('summary')?.textContent === question,
  );
  if (!details) throw new Error(`no disclosure for "${question}"`);
  return details;
};

/** Spec §2.5: the headline (headerMessage) and the accordion, every answer closed. */
export const Enabled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: FIXTURE_FAQ.headerMessage }),
    ).toBeInTheDocument();
    const questions = canvas.getAllByRole('heading', { level: 2 });
    await expect(questions.map((q) => q.textContent)).toEqual(
      FIXTURE_FAQ.questions.map((q) => q.question),
    );
    for (const { question } of FIXTURE_FAQ.questions) {
      await expect(disclosureOf(canvasElement, question).open).toBe(false);
    }
    await expect(canvas.getByText(/Sign in and open/)).not.toBeVisible();
  },
};

/** Spec §2.5 "one open at a time": opening the second question closes the first. */
export const SecondItemOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    const first = disclosureOf(canvasElement, QUESTION_1);
    const second = disclosureOf(canvasElement, QUESTION_2);

    await userEvent.click(canvas.getByRole('heading', { name: QUESTION_1 }));
    await expect(first.open).toBe(true);
    await expect(canvas.getByText(/Sign in and open/)).toBeVisible();

    await userEvent.click(canvas.getByRole('heading', { name: QUESTION_2 }));
    await expect(second.open).toBe(true);
    await expect(first.open).toBe(false);
    await expect(canvas.getByText(/Visa, Master Card/)).toBeVisible();
    await expect(canvas.getByText(/Sign in and open/)).not.toBeVisible();
    await expect([...canvasElement.querySelectorAll('details[open]')]).toHaveLength(1);
  },
};

/** Spec §2.5 disabled: 'Faq Page is not available', no accordion. */
export const Disabled: Story = {
  parameters: { agencyConfig: withFaq({ ...FIXTURE_FAQ, isEnabled: false }) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('pages:faq.unavailable') }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(document.querySelector('details')).toBeNull();
  },
};

/** Spec §5: one question of 3 characters ('IVA') hides the accordion: 'No Faqs Found !'. */
export const NoValidFaqs: Story = {
  parameters: {
    agencyConfig: withFaq({
      ...FIXTURE_FAQ,
      questions: [
        ...FIXTURE_FAQ.questions,
        { question: 'IVA', answer: '<p>All prices include VAT.</p>' },
      ],
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('pages:faq.noFaqs') }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: QUESTION_1 })).toBeNull();
  },
};
