export * from './PaymentSettingsForm.tsx';
export * from './ProductSettingsForm.tsx';
export * from './SettingsHistory.tsx';
export * from './SiteSettingsFrame.tsx';
export * from './WebsiteSettingsForm.tsx';
