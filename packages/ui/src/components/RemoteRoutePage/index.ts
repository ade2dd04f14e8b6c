export {
  type RemoteRouteFamily,
  RemoteRoutePage,
  type RemoteRoutePageProps,
} from './RemoteRoutePage.tsx';
