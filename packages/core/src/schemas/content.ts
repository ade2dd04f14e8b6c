import { z } from '../zod.ts';
import { assetRef, htmlContent, isOneLine, ONE_LINE_MESSAGE } from './primitives.ts';

/** FAQ (spec §3). Questions are checked against spec §5 by `hasValidFaqQuestions`. */
export const faqQuestion = z.strictObject({
  question: z.string().trim().max(500, { error: 'a question is limited to 500 characters' }),
  answer: htmlContent,
});
export type FaqQuestion = z.infer<typeof faqQuestion>;

export const faqSchema = z.strictObject({
  isEnabled: z.boolean().default(false),
  headerMessage: z.string().trim().max(200).optional(),
  questions: z.array(faqQuestion).max(200).default([]),
});
export type Faq = z.output<typeof faqSchema>;

/** About (spec §3). */
export const aboutSchema = z.strictObject({
  isEnabled: z.boolean().default(false),
  image: assetRef.optional(),
  title: z.string().trim().max(120).refine(isOneLine, { error: ONE_LINE_MESSAGE }).optional(),
  content: htmlContent.optional(),
});
export type About = z.output<typeof aboutSchema>;
