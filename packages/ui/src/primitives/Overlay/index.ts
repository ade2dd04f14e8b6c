export { type OverlayTheme, useOverlayTheme } from './overlayTheme.ts';
