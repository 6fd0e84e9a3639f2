// The Sumwise design system: tokens live in styles/tokens.css, these components use them. Build every
// screen from these (see web/src/components/ui/README.md).
export { Alert, FormAlert } from "./alert.js";
export { Brand, BrandMark } from "./brand.js";
export { Button, ButtonLink, type ButtonProps, type ButtonSize, type ButtonVariant, buttonClass } from "./button.js";
export { Card, type CardProps } from "./card.js";
export { ConfirmDialog, Dialog, type DialogProps } from "./dialog.js";
export {
  CheckboxField,
  Field,
  type FieldControlProps,
  PasswordField,
  SelectField,
  TextField,
  type TextFieldProps,
} from "./field.js";
export { LoadingPage, Page, type PageWidth } from "./page.js";
export { Spinner } from "./spinner.js";
export { Stepper, type StepperStep } from "./stepper.js";
