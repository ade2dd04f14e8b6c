export { NewPasswordPage, type NewPasswordPageProps } from './NewPasswordPage.tsx';
