export { ForgotPasswordPage, type ForgotPasswordPageProps } from './ForgotPasswordPage.tsx';
