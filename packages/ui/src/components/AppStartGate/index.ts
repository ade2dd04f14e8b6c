export { AppStartGate, type AppStartGateProps } from './AppStartGate.tsx';
export { BusyIndicator, type BusyIndicatorProps } from './BusyIndicator.tsx';
