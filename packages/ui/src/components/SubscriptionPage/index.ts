export { SubscriptionPage, type SubscriptionPageProps } from './SubscriptionPage.tsx';
