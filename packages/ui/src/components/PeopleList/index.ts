export * from './PeopleList.tsx';
