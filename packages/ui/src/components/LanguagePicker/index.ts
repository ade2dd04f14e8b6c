export { LanguagePicker, type LanguagePickerProps } from './LanguagePicker.tsx';
