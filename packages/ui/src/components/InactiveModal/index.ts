export { InactiveModal } from './InactiveModal.tsx';
