export * from './accountDataMachine.ts';
export * from './accountRequestMachine.ts';
export * from './addClientMachine.ts';
export * from './appStartMachine.ts';
export * from './carouselMachine.ts';
export * from './checkoutMachine.ts';
export {
  type CardField,
  cardErrorsOf,
  EMPTY_CARD,
  type FieldErrors,
  type PaymentFailure,
} from './checkoutPayment.ts';
export * from './currencyMachine.ts';
export * from './dealsMachine.ts';
export { failureMessage, isCanceled, serverBody } from './failure.ts';
export * from './homeDealsMachine.ts';
export * from './languageMachine.ts';
export * from './loginMachine.ts';
export * from './remoteLoaderMachine.ts';
export * from './requestMachine.ts';
export * from './saveModalMachine.ts';
export * from './searchResultsMachine.ts';
export * from './sessionMachine.ts';
export * from './sideNavMachine.ts';
export * from './siteSettingsMachine.ts';
export * from './suggestionsMachine.ts';
export * from './toastsMachine.ts';
