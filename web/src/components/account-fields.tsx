import { messages } from "@sumwise/indy/domain";
import type { Ref } from "react";
import { Link } from "react-router";
import { TextField } from "./field.js";
import { PasswordField } from "./password-field.js";

type InputRef = Ref<HTMLInputElement>;

interface NameFieldsProps {
  firstName: string;
  lastName: string;
  errors: { firstName?: string | undefined; lastName?: string | undefined };
  refFor: (field: "firstName" | "lastName") => InputRef;
  onChange: (patch: { firstName?: string; lastName?: string }) => void;
  /** A child's names typed by an adult: the browser must not offer the adult's own. */
  autofill?: boolean;
}

/** First and last name, as every account form asks them (spec §5: 'First name', 'Last name'). */
export function NameFields({ firstName, lastName, errors, refFor, onChange, autofill = true }: NameFieldsProps) {
  return (
    <>
      <TextField
        label="First name"
        name="firstName"
        autoComplete={autofill ? "given-name" : "off"}
        value={firstName}
        error={errors.firstName}
        inputRef={refFor("firstName")}
        onChange={(event) => onChange({ firstName: event.target.value })}
      />
      <TextField
        label="Last name"
        name="lastName"
        autoComplete={autofill ? "family-name" : "off"}
        value={lastName}
        error={errors.lastName}
        inputRef={refFor("lastName")}
        onChange={(event) => onChange({ lastName: event.target.value })}
      />
    </>
  );
}

interface SingleFieldProps {
  value: string;
  error: string | undefined;
  inputRef: InputRef;
  onChange: (value: string) => void;
}

export function EmailField({ value, error, inputRef, onChange }: SingleFieldProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      value={value}
      error={error}
      inputRef={inputRef}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A new password with the rule as its hint; children's rule has no lowercase requirement (spec §5). */
export function NewPasswordField({ hint = messages.passwordHint, ...field }: SingleFieldProps & { hint?: string }) {
  return (
    <PasswordField
      label="Password"
      name="password"
      autoComplete="new-password"
      hint={hint}
      value={field.value}
      error={field.error}
      inputRef={field.inputRef}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
}

/** The partner variants' code field, with the spec's 'I don't have a code.' link to the plain form. */
export function PartnerCodeField({ noCodePath, ...field }: SingleFieldProps & { noCodePath: string }) {
  return (
    <TextField
      label="Partner code"
      name="partnerCode"
      autoComplete="off"
      autoCapitalize="characters"
      value={field.value}
      error={field.error}
      hint={<Link to={noCodePath}>I don't have a code.</Link>}
      inputRef={field.inputRef}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
}
