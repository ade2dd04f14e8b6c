export { Toasts, type ToastsProps } from './Toasts.tsx';
