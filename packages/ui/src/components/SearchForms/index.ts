export * from './ActivitySearchForm.tsx';
export * from './CarSearchForm.tsx';
export * from './CruiseSearchForm.tsx';
export * from './FlightSearchForm.tsx';
export * from './places.ts';
