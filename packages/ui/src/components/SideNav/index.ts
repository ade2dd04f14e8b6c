export * from './SideNav.tsx';
export * from './SideNavContext.tsx';
export * from './SideNavToggle.tsx';
