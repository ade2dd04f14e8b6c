export { FaqPage, type FaqPageProps } from './FaqPage.tsx';
export { hasValidFaqQuestions } from './faqRules.ts';
