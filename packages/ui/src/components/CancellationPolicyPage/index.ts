export {
  CancellationPolicyPage,
  type CancellationPolicyPageProps,
} from './CancellationPolicyPage.tsx';
