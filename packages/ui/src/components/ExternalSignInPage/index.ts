export { ExternalSignInPage, type ExternalSignInPageProps } from './ExternalSignInPage.tsx';
