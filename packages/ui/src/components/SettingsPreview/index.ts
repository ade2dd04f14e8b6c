export {
  SettingsPreview,
  type SettingsPreviewProps,
  type SettingsPreviewView,
} from './SettingsPreview.tsx';
