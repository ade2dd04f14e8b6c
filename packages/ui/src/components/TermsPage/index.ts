export { type TermsAudience, TermsPage, type TermsPageProps } from './TermsPage.tsx';
