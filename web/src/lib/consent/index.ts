export {
  type ConsentCategory,
  type ConsentChoices,
  consentStorageKey,
  hasConsent,
  noConsent,
  optionalCategories,
  readConsent,
  saveConsent,
  useConsent,
} from "./consent-store.js";
export { CookieSettingsContext, useCookieSettings } from "./cookie-settings-context.js";
