import { z } from '../zod.ts';
import { assetRef, htmlContent, isOneLine, ONE_LINE_MESSAGE } from './primitives.ts';

/** FAQ (spec §3). Questions are checked against spec §5 by `hasValidFaqQuestions`. */
export const faqQuestion = z.strictObject({
  question: z
    .string()
    .check(z.trim(), z.maxLength(500, { error: 'a question is limited to 500 characters' })),
  answer: htmlContent,
});
export type FaqQuestion = z.infer<typeof faqQuestion>;

export const faqSchema = z.strictObject({
  isEnabled: z._default(z.boolean(), false),
  headerMessage: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  questions: z._default(z.array(faqQuestion).check(z.maxLength(200)), []),
});
export type Faq = z.output<typeof faqSchema>;

/** About (spec §3). */
export const aboutSchema = z.strictObject({
  isEnabled: z._default(z.boolean(), false),
  image: z.optional(assetRef),
  title: z.optional(
    z.string().check(z.trim(), z.maxLength(120), z.refine(isOneLine, { error: ONE_LINE_MESSAGE })),
  ),
  content: z.optional(htmlContent),
});
export type About = z.output<typeof aboutSchema>;
