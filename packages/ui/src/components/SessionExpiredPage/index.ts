export { SessionExpiredPage, type SessionExpiredPageProps } from './SessionExpiredPage.tsx';
