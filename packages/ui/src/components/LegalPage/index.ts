export { LegalPage, type LegalPageProps, type LegalPolicy } from './LegalPage.tsx';
