export * from './AccountDataView.tsx';
export * from './AreaPage.tsx';
export * from './SaveStatus.tsx';
