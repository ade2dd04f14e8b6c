export {
  FORGOT_PASSWORD_HREF,
  type LoginActorRef,
  LoginPage,
  type LoginPageProps,
} from './LoginPage.tsx';
