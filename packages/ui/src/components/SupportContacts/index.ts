export * from './SupportContacts.tsx';
