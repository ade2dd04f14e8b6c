export { agencyThemeStyle } from './agencyThemeStyle.ts';
export { vars } from './contract.css.ts';
export { CONTROL_HEIGHT, focusRing, MEDIA } from './styleKit.ts';
export * from './tokens.ts';
