import { messages } from "@sumwise/rules";
import type { Ref } from "react";
import { Link } from "react-router";
import { PasswordField, TextField } from "./ui/index.js";

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
        ref={refFor("firstName")}
        onChange={(event) => onChange({ firstName: event.target.value })}
      />
      <TextField
        label="Last name"
        name="lastName"
        autoComplete={autofill ? "family-name" : "off"}
        value={lastName}
        error={errors.lastName}
        ref={refFor("lastName")}
        onChange={(event) => onChange({ lastName: event.target.value })}
      />
    </>
  );
}

interface SingleFieldProps {
  value: string;
  error: string | undefined;
  ref: InputRef;
  onChange: (value: string) => void;
}

function EmailField({ value, error, ref, onChange }: SingleFieldProps) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      value={value}
      error={error}
      ref={ref}
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
      ref={field.ref}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
}

/** The partner variants' code field, with the spec's 'I don't have a code.' link to the plain form. */
function PartnerCodeField({ noCodePath, ...field }: SingleFieldProps & { noCodePath: string }) {
  return (
    <TextField
      label="Partner code"
      name="partnerCode"
      autoComplete="off"
      autoCapitalize="characters"
      value={field.value}
      error={field.error}
      hint={<Link to={noCodePath}>I don't have a code.</Link>}
      ref={field.ref}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
}

type IdentityField = "partnerCode" | "firstName" | "lastName" | "email";
type Identity = Record<IdentityField, string>;

interface IdentityFieldsProps {
  values: Identity;
  errors: Partial<Record<IdentityField, string | undefined>>;
  refFor: (field: IdentityField) => InputRef;
  onChange: (patch: Partial<Identity>) => void;
  /** Partner variants only (spec §2): the code comes first, with a link to this plain form. */
  partnerNoCodePath?: string | undefined;
}

/**
 * The top of both self sign-up forms (learner and supporter): partner code when it is a partner
 * variant, then names and email. One component so the two forms cannot drift apart.
 */
export function AccountIdentityFields({ values, errors, refFor, onChange, partnerNoCodePath }: IdentityFieldsProps) {
  return (
    <>
      {partnerNoCodePath ? (
        <PartnerCodeField
          noCodePath={partnerNoCodePath}
          value={values.partnerCode}
          error={errors.partnerCode}
          ref={refFor("partnerCode")}
          onChange={(partnerCode) => onChange({ partnerCode })}
        />
      ) : null}
      <NameFields
        firstName={values.firstName}
        lastName={values.lastName}
        errors={errors}
        refFor={refFor}
        onChange={onChange}
      />
      <EmailField
        value={values.email}
        error={errors.email}
        ref={refFor("email")}
        onChange={(email) => onChange({ email })}
      />
    </>
  );
}
