export { type LegalPolicy, LegalPage, type LegalPageProps } from './LegalPage.tsx';
