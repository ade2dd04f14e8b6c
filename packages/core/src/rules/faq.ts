import type { FaqQuestion } from '../schemas/content.ts';

/** Spec §5: "The FAQ page shows only if every question is longer than 3 characters." */
export const FAQ_QUESTION_MIN_EXCLUSIVE = 3;

/**
 * Spec §5 / §2.5: the FAQ page shows its accordion only when there is at least one question and
 * every question is longer than 3 characters (counted in characters, not UTF-16 units, and
 * without surrounding spaces); otherwise it shows 'No Faqs Found !'.
 */
export function hasValidFaqQuestions(questions: readonly Pick<FaqQuestion, 'question'>[]): boolean {
  return (
    questions.length > 0 &&
    questions.every(({ question }) => [...question.trim()].length > FAQ_QUESTION_MIN_EXCLUSIVE)
  );
}
