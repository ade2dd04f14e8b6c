export {
  AccountCard,
  type AccountCardProps,
  AccountField,
  type AccountFieldProps,
  AccountNotice,
  type AccountNoticeProps,
  FormAlert,
  FormStatus,
  useFailureText,
  useProblemText,
} from './AccountCard.tsx';
