export * from './ResultCards.tsx';
export * from './ResultsView.tsx';
export * from './SearchPageFrame.tsx';
