export * from './AccountDataView.tsx';
export * from './AreaPage.tsx';
export * from './AreaTable.tsx';
export * from './SaveStatus.tsx';
