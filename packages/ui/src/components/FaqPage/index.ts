export { FaqPage, type FaqPageProps } from './FaqPage.tsx';
