export { Header, type HeaderProps, type HeaderVariant } from './Header.tsx';
export { type OverlayTheme, useOverlayTheme } from './overlayTheme.ts';
