export { AgencyNotFound, type AgencyNotFoundProps } from './AgencyNotFound.tsx';
