export { agencyThemeStyle } from './agencyThemeStyle.ts';
export { vars } from './contract.css.ts';
export * from './tokens.ts';
