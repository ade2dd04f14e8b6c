export {
  type DeferredModule,
  DeferredOverlay,
  type DeferredOverlayProps,
  type DeferredTriggerProps,
  deferredModule,
  useOpenOnArrival,
} from './deferredOverlay.tsx';
export { type OverlayTheme, useOverlayTheme } from './overlayTheme.ts';
