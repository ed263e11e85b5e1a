// What other features may use of the settings: the language choice.
export { LanguageSelect } from './language-select';
