import { messages, preloadEmailDomainRules } from "@sumwise/rules";
import { type FieldValues, type Path, useFormContext } from "react-hook-form";
import { Link } from "react-router";
import { PasswordField, TextField } from "./ui/index.js";

/** The form's message for a field, if any. */
function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error = formState.errors[name];
  return typeof error?.message === "string" ? error.message : undefined;
}

/**
 * First and last name, as every account form asks them (spec §5: 'First name', 'Last name'), inside a
 * react-hook-form FormProvider. `autofill` off: a child's names typed by an adult must not be offered
 * the adult's own.
 */
export function NameFields({ autofill = true }: { autofill?: boolean }) {
  const { register } = useFormContext<{ firstName: string; lastName: string }>();
  return (
    <>
      <TextField
        label="First name"
        autoComplete={autofill ? "given-name" : "off"}
        error={useFieldError("firstName")}
        {...register("firstName")}
      />
      <TextField
        label="Last name"
        autoComplete={autofill ? "family-name" : "off"}
        error={useFieldError("lastName")}
        {...register("lastName")}
      />
    </>
  );
}

/** A new password with the rule as its hint; children's rule has no lowercase requirement (spec §5). */
export function NewPasswordField<T extends FieldValues>({
  name = "password" as Path<T>,
  label = "Password",
  hint = messages.passwordHint,
}: {
  name?: Path<T>;
  label?: string;
  hint?: string;
}) {
  const { register } = useFormContext<T>();
  return (
    <PasswordField
      label={label}
      autoComplete="new-password"
      hint={hint}
      error={useFieldError(name)}
      {...register(name)}
    />
  );
}

/**
 * The top of both self sign-up forms (learner and supporter): the partner code on a partner
 * variant (spec §2: with 'I don't have a code.' linking to the plain form), then names and email.
 * One component so the two forms cannot drift apart.
 */
export function AccountIdentityFields({ partnerNoCodePath }: { partnerNoCodePath?: string | undefined }) {
  const { register } = useFormContext<{ partnerCode: string; email: string }>();
  const partnerCodeError = useFieldError("partnerCode");
  const emailError = useFieldError("email");
  return (
    <>
      {partnerNoCodePath ? (
        <TextField
          label="Partner code"
          autoComplete="off"
          autoCapitalize="characters"
          error={partnerCodeError}
          hint={<Link to={partnerNoCodePath}>I don't have a code.</Link>}
          {...register("partnerCode")}
        />
      ) : null}
      <NameFields />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={emailError}
        onFocus={preloadEmailDomainRules}
        {...register("email")}
      />
    </>
  );
}

export { useFieldError };
