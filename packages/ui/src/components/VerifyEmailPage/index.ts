export { VerifyEmailPage, type VerifyEmailPageProps } from './VerifyEmailPage.tsx';
