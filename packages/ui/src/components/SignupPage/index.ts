export { type AccountRequestActorRef, SignupPage, type SignupPageProps } from './SignupPage.tsx';
