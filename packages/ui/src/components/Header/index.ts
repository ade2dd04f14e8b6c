export { Header, type HeaderProps, type HeaderVariant } from './Header.tsx';
